// wrong: asks for Hashable items and identifies each row by the whole item
// rejected-by: rejects-items-without-an-id
// Uses `ForEach(items, id: \.self)`, which needs Hashable items: a Hashable item without an id is accepted, and an
// Identifiable item that is not Hashable is refused. A row's identity changes whenever any property of its item
// does.

import MiniUI

struct PlainList<Item, Content>: View where Item: Hashable, Content: View {
    let items: [Item]
    let content: (Item) -> Content

    init(_ items: [Item], @ViewBuilder content: @escaping (Item) -> Content) {
        self.items = items
        self.content = content
    }

    var body: some View {
        List {
            ForEach(items, id: \.self) { item in
                content(item)
                    .listRowSeparator(.hidden)
                    .listRowInsets(.init())
            }
        }
        .listStyle(.plain)
        .environment(\.defaultMinListRowHeight, 0)
    }
}
