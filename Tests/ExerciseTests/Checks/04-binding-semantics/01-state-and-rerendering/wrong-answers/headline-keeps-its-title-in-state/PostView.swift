// wrong: the headline keeps the title it is handed in its own `@State`
// rejected-by: shows-the-title-it-is-given-now
// misconception: `@State` is for a value the view owns, and keeps only the first one it is given: a headline that
// misconception: stores a passed-in title there ignores every later title. A value a parent passes in is a plain
// misconception: `let`; only what the view itself changes, like the likes, is `@State`.
// misconception-ja: `@State` は View 自身が持つ値のためのもので、最初に渡された値しか残しません。渡されたタイトルをそこに
// misconception-ja: しまう見出しは、その後のタイトルをすべて無視します。親から渡される値は普通の `let` にし、`@State` に
// misconception-ja: するのは、いいね数のように View 自身が変えるものだけです。
// lesson: #state-belongs-to-the-place-and-to-the-view
// Likes work and re-render as they should; but when the feed hands the post a new title, the headline goes on
// showing the first.
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
    @State var title: String

    var body: some View {
        Text(title).font(.headline)
    }
}

/// The number of likes, in words.
struct LikeCount: View {
    let likes: Int

    var body: some View {
        Text(likes == 1 ? "1 like" : "\(likes) likes")
    }
}
