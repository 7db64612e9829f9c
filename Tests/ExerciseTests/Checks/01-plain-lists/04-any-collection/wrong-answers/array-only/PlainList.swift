// wrong: keeps taking an array
// rejected-by: accepts-any-random-access-collection
// misconception: Slices, ranges and reversed collections are not Arrays; make the collection itself a generic
// misconception: parameter so they are taken as they are.
// misconception-ja: スライス、範囲、逆順のコレクションは Array ではありません。コレクションそのものを型パラメータにすれば、そのまま受け取れます。
// lesson: #the-idea
// Works for `[Stop]`, but a slice (`stops[1...]`), a range (`1...3`) or a reversed array is not an Array: the
// caller must copy it into one first ("cannot convert value of type 'ArraySlice<Stop>' to expected argument type
// '[Stop]'").

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

extension PlainList where Item: Identifiable, ID == Item.ID {
    init(_ items: [Item], @ViewBuilder content: @escaping (Item) -> Content) {
        self.init(items, id: \.id, content: content)
    }
}
