// wrong: fixes ID to AnyHashable and boxes every id
// rejected-by: accepts-both-initializers
// misconception: Pinning ID to AnyHashable needs a boxing helper and makes the type say AnyHashable; a same-type
// misconception: constraint keeps the items' own id type.
// misconception-ja: ID を AnyHashable に固定するには箱に入れる補助が必要で、型も AnyHashable と名乗るようになります。
// misconception-ja: 同一型制約なら要素自身の id の型が残ります。
// lesson: #when-the-compiler-says-no
// `PlainList(recipes)` compiles, but its type is `PlainList<Recipe, AnyHashable, Text>`: the recipes' Int ids are boxed,
// and the type no longer says what identifies a row.

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

extension PlainList where Item: Identifiable, ID == AnyHashable {
    init(_ items: [Item], @ViewBuilder content: @escaping (Item) -> Content) {
        self.init(items, id: \.anyID, content: content)
    }
}

extension Identifiable {
    var anyID: AnyHashable { AnyHashable(id) }
}
