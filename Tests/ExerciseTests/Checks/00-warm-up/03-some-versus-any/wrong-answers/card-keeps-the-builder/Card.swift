// wrong: stores the builder closure and calls it in body instead of storing the content
// rejected-by: stores-card-content-built-once
// misconception: A view builder is called once, in the initializer, and what it builds is stored as the `Content`
// misconception: value; keeping the closure builds the content again every time the body is asked for, and
// misconception: changes the body the task leaves as it is.
// misconception-ja: ビュービルダーはイニシャライザで 1 回だけ呼び、できたものを `Content` の値として保存します。クロージャを
// misconception-ja: 持ったままにすると、body が再評価されるたびに中身を作り直すうえ、演習でそのままにしておくはずの body まで書き換えることになります。
// lesson: #your-task

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
    // Keeps the builder and calls it in body, instead of storing what it builds.
    let content: () -> Content

    init(_ title: String, @ViewBuilder content: @escaping () -> Content) {
        self.title = title
        self.content = content
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
            content()
        }
        .padding()
    }
}
