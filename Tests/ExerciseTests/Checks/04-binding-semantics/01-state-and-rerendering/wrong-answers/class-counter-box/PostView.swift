// wrong: keeps the count in a class instance, which the button changes without telling the host
// rejected-by: likes-rerender-the-post
// misconception: Changing an object the view holds changes nothing the host watches, so no body runs again; keep the
// misconception: likes in `@State`, which lives in the host.
// misconception-ja: View が持つオブジェクトを変えても、ホストが監視しているものは何も変わらないので、どの body
// misconception-ja: も再評価されません。いいねの数はホストが保持する `@State` に置きます。
// lesson: #an-object-nobody-watches
// The tap runs and the count goes up inside the object, but nothing the host watches has changed: no body
// runs again, and the screen keeps saying "0 likes".

import MiniUI

final class LikeCounter {
    var count = 0
}

struct PostView: View {
    let title: String
    let counter = LikeCounter()

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
