// wrong: requires Int ids instead of tying ID to the item's own id type
// rejected-by: accepts-both-initializers
// misconception: `ID == Int` only fits items whose ids are Ints; tie ID to the item's own id type so String ids and
// misconception: others work too.
// misconception-ja: `ID == Int` は id が Int の要素にしか合いません。ID を要素自身の id の型に結び付ければ、
// misconception-ja: String などの id でも使えます。
// lesson: #the-idea
// Pins both id types to Int, which is enough for recipes numbered 1, 2, 3, but a alarm whose id is a String, or any
// other Identifiable item, gets no `PlainList(alarms)`.

import MiniUI

struct PlainList<Item, ID, Content>: View where ID: Hashable, Content: View {
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

extension PlainList where Item: Identifiable, Item.ID == Int, ID == Int {
    init(_ items: [Item], @ViewBuilder content: @escaping (Item) -> Content) {
        self.init(items, id: \.id, content: content)
    }
}
