// wrong: keeps the likes private but writes an init(title:likes:) that starts the state from its argument
// rejected-by: rejects-likes-set-from-outside
// misconception: An initializer parameter that starts a `@State` is read once, when the post first appears; every
// misconception: later number a parent passes is ignored, since the host already holds the likes. The likes are
// misconception: the post's own: take no `likes:` in any initializer, and let the state start at zero.
// misconception-ja: `@State` を始めるイニシャライザの引数が読まれるのは、投稿が最初に現れたときの一度だけです。ホストが
// misconception-ja: すでにいいねの数を持っているので、親がその後に渡す数はすべて無視されます。いいねの数は投稿自身の
// misconception-ja: ものなので、どのイニシャライザでも `likes:` を受け取らず、状態は 0 から始めます。
// lesson: #state-belongs-to-the-place-and-to-the-view
// The state is private, so nobody assigns to it from outside; but the post's own initializer lets a feed write
// `PostView(title: "Popular", likes: 99)`, which picks the first value only.

import MiniUI

struct PostView: View {
    let title: String
    @State private var likes: Int

    init(title: String, likes: Int = 0) {
        self.title = title
        self._likes = State(wrappedValue: likes)
    }

    var body: some View {
        VStack {
            Headline(title: title)
            LikeCount(likes: likes)
            Button("Like") { likes += 1 }
        }
    }
}

/// The post's title.
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
