// wrong: types the id key path KeyPath<Item, AnyHashable> instead of adding an ID parameter
// rejected-by: accepts-any-key-path
// No ID parameter: every id is meant to be boxed in AnyHashable. But a key path's value type is part of its type,
// and Swift does not convert a `KeyPath<String, String>` into a `KeyPath<String, AnyHashable>`:
// `PlainList(names, id: \.self)` and `PlainList(parcels, id: \.trackingCode)` no longer compile.

import MiniUI

struct PlainList<Item, Content>: View where Content: View {
    let items: [Item]
    let id: KeyPath<Item, AnyHashable>
    let content: (Item) -> Content

    init(_ items: [Item], id: KeyPath<Item, AnyHashable>, @ViewBuilder content: @escaping (Item) -> Content) {
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
