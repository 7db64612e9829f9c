// wrong: drops @ViewBuilder from the content closure
// rejected-by: accepts-card-and-badge-usages
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
