// wrong: declares the state without private, so a parent can pass a number of likes
// rejected-by: rejects-likes-set-from-outside, takes-only-a-title
// misconception: A non-private `@State` adds a defaulted parameter to the memberwise initializer, yet a value passed
// misconception: there only sets the first value; make it `private` so the post owns it.
// misconception-ja: `private` でない `@State` はメンバーワイズイニシャライザに引数を増やしますが、
// misconception-ja: そこで渡した値は最初の値にしかなりません。`private` にして、投稿だけのものにします。
// lesson: #state-belongs-to-the-place-and-to-the-view
// Everything re-renders as it should, but the memberwise initializer now takes `likes:`, and a parent
// writing `PostView(title: "Popular", likes: 99)` sets only the first value: the view owns it afterwards.

import MiniUI

struct PostView: View {
    let title: String
    @State var likes = 0

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
    let likes: Int

    var body: some View {
        Text(likes == 1 ? "1 like" : "\(likes) likes")
    }
}
