// wrong: leaves @ViewBuilder off the content closure
// rejected-by: accepts-any-identifiable-items
// A closure that returns one view still works, but an `if` in it no longer compiles ("type '()' cannot conform to
// 'View'"), nor do two views in a row.

import MiniUI

struct PlainList<Item, Content>: View where Item: Identifiable, Content: View {
    let items: [Item]
    let content: (Item) -> Content

    init(_ items: [Item], content: @escaping (Item) -> Content) {
        self.items = items
        self.content = content
    }

    var body: some View {
        List {
            ForEach(items) { item in
                content(item)
                    .listRowSeparator(.hidden)
                    .listRowInsets(.init())
            }
        }
        .listStyle(.plain)
        .environment(\.defaultMinListRowHeight, 0)
    }
}
