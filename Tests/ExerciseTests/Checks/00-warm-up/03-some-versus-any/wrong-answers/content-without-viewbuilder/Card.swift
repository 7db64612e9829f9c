// wrong: drops @ViewBuilder from the content closure
// rejected-by: accepts-card-and-badge-usages
// misconception: Without @ViewBuilder the closure must return a single expression, so callers cannot write several
// misconception: views or an `if` in it.
// misconception-ja: @ViewBuilder が無いとクロージャは 1 つの式しか返せないので、呼び出し側が複数のビューや `if`
// misconception-ja: を書けなくなります。
// lesson: #the-idea
// A closure returning one view still works, but a caller can no longer write two views in a row, or an
// `if`/`else` with different views, inside the card.

import MiniUI

struct Card<Content: View>: View {
    let title: String
    let content: Content

    init(_ title: String, content: () -> Content) {
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
