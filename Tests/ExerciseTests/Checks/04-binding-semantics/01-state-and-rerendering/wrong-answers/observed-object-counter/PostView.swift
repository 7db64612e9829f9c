// wrong: observes a counter object that the view makes itself, with @ObservedObject
// rejected-by: likes-survive-a-feed-refresh
// misconception: An object made in a property's default value is made again with every new view value, so the count
// misconception: resets when the parent runs; `@State` keeps the value for the view's place on screen.
// misconception-ja: プロパティのデフォルト値で作ったオブジェクトは、View の値が作られるたびに作り直されるので、
// misconception-ja: 親が再描画されると数が 0 に戻ります。`@State` なら画面上の場所ごとに値が保たれます。
// lesson: #state-belongs-to-the-place-and-to-the-view
// A like re-renders the post, since the view observes the object; but the object is made again each time
// a parent makes a new PostView value, so a refresh of the feed resets the likes to zero.

import MiniUI

final class LikeCounter: ObservableObject {
    @Published var count = 0
}

struct PostView: View {
    let title: String
    @ObservedObject var counter = LikeCounter()

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
