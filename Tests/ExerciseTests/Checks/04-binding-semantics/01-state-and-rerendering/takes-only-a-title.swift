// check: compiles
// A parent makes a post from its title alone: the post's initializer takes the title and nothing else, whatever
// the post calls its own state. A state the post does not keep private adds a parameter to the memberwise
// initializer (`init(title:likes:)`, or `init(title:count:)`), and `init(title:)` then names no initializer.
import MiniUI

@testable import Exercise04_1

@MainActor
func postMaker() -> (String) -> PostView {
    PostView.init(title:)
}
