// wrong: fixes the id type to Int instead of making it a generic parameter
// rejected-by: accepts-any-key-path
// misconception: Fixing the id type to Int refuses `\.self` on strings and every other id type; let the caller's key
// misconception: path decide the type through a generic parameter.
// misconception-ja: id の型を Int に固定すると、文字列の `\.self` もほかの id の型も拒まれます。型パラメータにして、
// misconception-ja: 呼び出し側のキーパスに型を決めさせます。
// lesson: #the-idea
// Works for items with Int ids, but strings identified by themselves, or parcels by their tracking code, have ids of other
// types.

import MiniUI

struct PlainList<Item, Content>: View where Content: View {
    let items: [Item]
    let id: KeyPath<Item, Int>
    let content: (Item) -> Content

    init(_ items: [Item], id: KeyPath<Item, Int>, @ViewBuilder content: @escaping (Item) -> Content) {
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
