// wrong: keeps its state under another name and not private, so a parent can pass a first count
// rejected-by: takes-only-a-title
// misconception: Any `@State` that is not `private` becomes a defaulted parameter of the memberwise initializer,
// misconception: whatever it is called, and a value passed there only sets the first value; make it `private`.
// misconception-ja: `private` でない `@State` は、名前が何であれメンバーワイズイニシャライザの引数になり、
// misconception-ja: そこで渡した値は最初の値にしかなりません。`private` にします。
// lesson: #state-belongs-to-the-place-and-to-the-view
// The likes are counted in `count`: a parent cannot write `likes:`, but `PostView(title: "Popular", count: 99)`
// compiles and sets only the first value.

import MiniUI

struct PostView: View {
    let title: String
    @State var count = 0

    var body: some View {
        VStack {
            Headline(title: title)
            LikeCount(likes: count)
            Button("Like") {
                count += 1
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
