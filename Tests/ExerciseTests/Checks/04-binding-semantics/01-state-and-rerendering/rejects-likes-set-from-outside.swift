// check: rejects
// The likes are the post's own state: a parent gives a title, and cannot hand in a number of likes. Were
// `likes` not private, `PostView(title:likes:)` would compile and quietly set only the first value.
import MiniUI

@testable import Exercise04_1

@MainActor
func makePosts() {
    _ = PostView(title: "Fresh")
    _ = PostView(title: "Popular", likes: 99)  // expected-error {{extra argument 'likes' in call}}
}
