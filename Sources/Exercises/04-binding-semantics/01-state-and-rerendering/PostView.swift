// Goal: give PostView state of its own, so that a tap on "Like" shows the new count, and read in the
// host's render log which bodies a change runs again.
// Check it: swift run puzzles check 04.1
// Lesson: Lessons/04-binding-semantics/01-state-and-rerendering/README.md

import MiniUI

/// A box for the count. Writing `counter.count += 1` in a button compiles, because the view only holds a
/// reference to the box and the box itself is changed; the tap works, yet the screen still says "0 likes".
final class LikeCounter {
    var count = 0
}

/// A post with a like button: the post owns its number of likes, and its two children show parts of it.
struct PostView: View {
    let title: String
    // TODO: Replace the box with a number of likes that the host keeps for this view (the number itself, in no
    //       object), starting at zero and settable by no other view (no initializer parameter, no assignment
    //       from outside); show it below and let the button add one. Then delete LikeCounter.
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
