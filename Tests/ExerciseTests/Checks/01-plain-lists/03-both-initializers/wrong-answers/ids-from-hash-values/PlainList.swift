// wrong: identifies each row by its id's hash value, `\.id.hashValue`, so that one `ID == Int` fits every item
// rejected-by: renders-both-initializers
// misconception: A hash value is not an identity: it is how a list looks an id up, it changes from run to run, and two
// misconception: ids can share one; identify each row by the item's own id, tying ID to its type (`ID == Item.ID`).
// misconception-ja: ハッシュ値は同一性ではありません。リストが ID を探すための手段で、実行のたびに変わり、2 つの ID が同じ値に
// misconception-ja: なることもあります。行は要素自身の ID で識別し、ID をその型に結び付けます(`ID == Item.ID`)。
// lesson: #the-idea
// Every id has an Int hash, so `ID == Int` compiles for any Identifiable item; but the rows are identified by
// numbers that are not the items' ids, and a String id still gets no `PlainList<Alarm, String, Text>`.

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

extension PlainList where Item: Identifiable, ID == Int {
    init(_ items: [Item], @ViewBuilder content: @escaping (Item) -> Content) {
        self.init(items, id: \.id.hashValue, content: content)
    }
}
