// wrong: moves the state and the button into LikeCount, so the post no longer owns its likes
// rejected-by: likes-rerender-the-post
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
