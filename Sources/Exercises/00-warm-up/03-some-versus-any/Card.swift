// Goal: keep the type of a view's content instead of erasing it: a generic Card<Content: View> rather
// than a Card holding `any View` or AnyView, and a badge that returns `some View`.
// Check it: swift run puzzles check 00.3
// Lesson: Lessons/00-warm-up/03-some-versus-any/README.md

import MiniUI

/// A title above whatever content the caller gives, padded, like a small GroupBox:
///
///     Card("Inbox") {
///         Text("3 new messages")
///     }
// TODO: Move the generic parameter from the initializer to the type, `struct Card<Content: View>`, and store
//       `content` as a `Content`; AnyView is then no longer needed. Leave `body` as it is.
struct Card: View {
    let title: String
    // TODO: Most people's first attempt is the line below. Try it in place of the AnyView line to see why the
    //       body cannot use it (the lesson explains the error), then replace both with the generic parameter.
    // let content: any View
    let content: AnyView

    init<C: View>(_ title: String, @ViewBuilder content: () -> C) {
        self.title = title
        self.content = AnyView(content())
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
            content
        }
        .padding()
    }
}
