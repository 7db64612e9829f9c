// wrong: moves the state and the button into LikeCount, so the post no longer owns its likes
// rejected-by: likes-rerender-the-post
// misconception: The state belongs in the view that owns the value: with it in `LikeCount`, the post can no longer
// misconception: read its own likes, and the render log shows a different owner.
// misconception-ja: 状態は値の持ち主である View に置きます。`LikeCount` に移すと投稿は自分のいいね数を読めなくなり、
// misconception-ja: レンダーログにも持ち主の違いが現れます。
// lesson: #state-lives-in-the-host
// The screen looks right, but the post cannot read or pass on its own likes any more, and the render log
// shows it: a like runs only LikeCount's body.

import MiniUI

struct PostView: View {
    let title: String

    var body: some View {
        VStack {
            Headline(title: title)
            LikeCount()
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

/// The number of likes, and the button that adds one.
struct LikeCount: View {
    @State private var likes = 0

    init(likes: Int = 0) {
        _likes = State(initialValue: likes)
    }

    var body: some View {
        Text(likes == 1 ? "1 like" : "\(likes) likes")
        Button("Like") {
            likes += 1
        }
    }
}
