// wrong: adds the key path but keeps requiring Identifiable items
// rejected-by: accepts-any-key-path
// The key path decides the ids, so Identifiable is no longer needed; keeping the requirement refuses exactly the
// items the key path is for: strings, numbers, types without an `id`.

import MiniUI

struct PlainList<Item, ID, Content>: View where Item: Identifiable, ID: Hashable, Content: View {
    let items: [Item]
    let id: KeyPath<Item, ID>
    let content: (Item) -> Content

    init(_ items: [Item], id: KeyPath<Item, ID>, @ViewBuilder content: @escaping (Item) -> Content) {
        self.items = items
        self.id = id
        self.content = content
    }

    var body: some View {
        List {
            ForEach(items, id: id) { item in
                content(item)
                    .listRowSeparator(.hidden)
                    .listRowInsets(.init())
            }
        }
        .listStyle(.plain)
        .environment(\.defaultMinListRowHeight, 0)
    }
}
