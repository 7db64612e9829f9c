// wrong: keeps the likes in an ObservableObject box held with @StateObject instead of a number in @State
// rejected-by: keeps-the-likes-as-a-number
// misconception: The task asks for a number the host keeps for the view. A box held with `@StateObject` survives and
// misconception: re-renders too, but it takes a class, a protocol and a published property to hold one `Int` that
// misconception: `@State` holds by itself; keep the number in `@State` and delete the box.
// misconception-ja: この演習が求めているのは、ホストが View のために持つ数です。`@StateObject` で持つ箱も生き残り、
// misconception-ja: 再描画もされますが、`@State` ならそのまま持てる `Int` 1 つのために、クラスとプロトコルと公開プロパティ
// misconception-ja: が要ります。数は `@State` に持たせ、箱は消します。
// lesson: #state-lives-in-the-host
// Everything on screen behaves; only what the post stores shows the box.

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
final class LikeCounter: ObservableObject {
    @Published var count = 0
}

struct PostView: View {
    let title: String
    @StateObject private var counter = LikeCounter()

    var body: some View {
        VStack {
            Headline(title: title)
            LikeCount(likes: counter.count)
            Button("Like") {
                counter.count += 1
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
    let likes: Int

    var body: some View {
        Text(likes == 1 ? "1 like" : "\(likes) likes")
    }
}
