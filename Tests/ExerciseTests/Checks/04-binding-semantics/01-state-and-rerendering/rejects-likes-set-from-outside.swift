// check: rejects
// The likes are the post's own state: a parent gives a title, and cannot hand in a number of likes, nor set
// them on a post it holds. Were `likes` not private, `PostView(title:likes:)` would compile and quietly set
// only the first value, and so would an initializer of the post's own that takes `likes:`. The assignment is
// refused whatever the state is called: "no member 'likes'", or "'likes' is inaccessible".
import MiniUI

@testable import Exercise04_1

@MainActor
func makePosts() {
    _ = PostView(title: "Fresh")
    _ = PostView(title: "Popular", likes: 99)  // expected-error {{extra argument 'likes' in call}}
}

@MainActor
func resetLikes(of post: inout PostView) {
    post.likes = 0  // expected-error {{'likes'}}
}
