import MiniUI

/// A title above whatever content the caller gives, padded, like a small GroupBox:
///
///     Card("Inbox") {
///         Text("3 new messages")
///     }
///
/// `Content` is a generic parameter of the type, not of the initializer, because the card stores its
/// content: a stored property needs a type, and `any View` is a box that does not itself conform to View,
/// so `body` could not use it. Each use makes its own concrete type (`Card<Text>`,
/// `Card<TupleView<(Text, Text)>>`), and MiniUI, like SwiftUI, sees the whole structure without erasing it.
struct Card<Content: View>: View {
    let title: String
    let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
            content
        }
        .padding()
    }
}
