// wrong: stores any View and wraps it in AnyView in the body to silence the error
// rejected-by: accepts-card-and-badge-usages
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
