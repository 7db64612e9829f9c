// wrong: stores any View and wraps it in AnyView in the body to silence the error
// rejected-by: accepts-card-and-badge-usages
// misconception: Wrapping an `any View` in AnyView silences the error but keeps the erasure; a generic Content
// misconception: parameter keeps the type.
// misconception-ja: `any View` を AnyView で包むとエラーは消えますが、型は消されたままです。ジェネリックな Content
// misconception-ja: パラメータなら型が残ります。
// lesson: #when-the-compiler-says-no
// `AnyView(content)` compiles because Swift opens the existential to call AnyView's generic initializer,
// but the card is still not generic: every card is the same type, `Card<Text>` cannot be written, and
// the content is erased.

import MiniUI

struct Card: View {
    let title: String
    let content: any View

    init(_ title: String, @ViewBuilder content: () -> some View) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
            AnyView(content)
        }
        .padding()
    }
}
