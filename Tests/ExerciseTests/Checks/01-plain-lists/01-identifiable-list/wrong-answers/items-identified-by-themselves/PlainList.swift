// wrong: asks for Hashable items and identifies each row by the whole item
// rejected-by: rejects-items-without-an-id
// misconception: Identifying rows by the whole item with `\.self` demands Hashable items and changes a row's identity
// misconception: whenever any property changes; an Identifiable item's `id` is what stays.
// misconception-ja: `\.self` で要素全体を id にすると、Hashable な要素を求めることになり、どのプロパティが変わっても行の同一性が変わります。
// misconception-ja: 変わらないのは Identifiable な要素の `id` です。
// lesson: #the-idea
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
