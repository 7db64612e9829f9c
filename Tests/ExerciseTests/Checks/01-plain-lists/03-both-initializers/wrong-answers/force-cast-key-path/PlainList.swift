// wrong: leaves out ID == Item.ID and force-casts the key path
// rejected-by: accepts-both-initializers
// misconception: `as!` does not tell the compiler that the two id types are one, so `ID` can no longer be inferred
// misconception: and a wrong id type crashes at run time; say it with `ID == Item.ID`.
// misconception-ja: `as!` は 2 つの id の型が同じだとコンパイラに伝えないので、`ID` は推論できなくなり、間違った
// misconception-ja: id の型は実行時にクラッシュします。`ID == Item.ID` と書いて伝えます。
// lesson: #when-the-compiler-says-no
// It compiles, but nothing ties `ID` to the item's id type any more: `PlainList(recipes)` cannot infer `ID` ("generic
// parameter 'ID' could not be inferred"), and a list of Int-id recipes that claims String ids compiles, then crashes.

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

extension PlainList where Item: Identifiable {
    init(_ items: [Item], @ViewBuilder content: @escaping (Item) -> Content) {
        self.init(items, id: \Item.id as! KeyPath<Item, ID>, content: content)
    }
}
