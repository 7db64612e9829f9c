// wrong: the post keeps its likes in @State, and LikeCount copies them into a @State of its own
// rejected-by: a-like-runs-the-post-and-reaches-the-count
// misconception: `@State` in the child is the child's own value: the number the parent passes is only its first
// misconception: value, kept afterwards whatever the parent passes again, so the count stays at 0 while the post's
// misconception: likes go up. A view that shows a value its parent owns takes it as a plain `let`.
// misconception-ja: 子の `@State` は子自身の値です。親が渡す数は最初の値になるだけで、その後は親が何を渡しても最初の値を
// misconception-ja: 持ち続けるので、投稿のいいねが増えても表示は 0 のままです。親が持つ値を表示するだけの View は、
// misconception-ja: それを普通の `let` で受け取ります。
// lesson: #state-belongs-to-the-place-and-to-the-view
// The post runs again on a like and hands the count the new number; the count runs too, and shows its own copy.

import MiniUI

/// A post with a like button: the post owns its number of likes, and its two children show parts of it.
///
/// `likes` is `@State`: its value lives in the host, not in this struct, so the button can change it even
/// though a view is an immutable value, and the host knows who read it. A change runs the body of
/// `PostView` again (it read `likes`); `LikeCount` runs again because its input changed; `Headline` is
/// given the same title as before, so its body is not asked for again.
///
/// `private` because the value belongs to this view: a parent that could write `PostView(likes: 5)` would
/// only be setting the first value, and every later one would be ignored.
struct PostView: View {
    let title: String
    @State private var likes = 0

    var body: some View {
        VStack {
            Headline(title: title)
            LikeCount(likes: likes)
            Button("Like") {
                likes += 1
            }
        }
    }
}

/// The post's title. It does not read the likes, so a like should not run its body again.
struct Headline: View {
    let title: String

    var body: some View {
        Text(title).font(.headline)
    }
}

/// The number of likes, in words.
struct LikeCount: View {
    @State var likes: Int

    var body: some View {
        Text(likes == 1 ? "1 like" : "\(likes) likes")
    }
}
