// wrong: keeps the rows' default insets
// rejected-by: renders-plain-list
// Hides the separators but forgets .listRowInsets(.init()), so each row keeps the default padding around it.

import MiniUI

struct PlainList<Item, Content>: View where Item: Identifiable, Content: View {
    let items: [Item]
    let content: (Item) -> Content

    init(_ items: [Item], @ViewBuilder content: @escaping (Item) -> Content) {
        self.items = items
        self.content = content
    }

    var body: some View {
        List {
            ForEach(items) { item in
                content(item)
                    .listRowSeparator(.hidden)
            }
        }
        .listStyle(.plain)
        .environment(\.defaultMinListRowHeight, 0)
    }
}
