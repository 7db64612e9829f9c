// wrong: types the id key path KeyPath<Item, AnyHashable> instead of adding an ID parameter
// rejected-by: accepts-any-key-path
// misconception: A key path's value type is part of its type: a key path to an Int or a String is not a
// misconception: `KeyPath<Item, AnyHashable>`, so no caller's key path fits; make the id type a generic parameter.
// misconception-ja: キーパスの行き先の型はキーパスの型の一部です。Int や String へのキーパスは `KeyPath<Item,
// misconception-ja: AnyHashable>` ではないので、呼び出し側のどのキーパスも収まりません。id の型を型パラメータにします。
// lesson: #when-the-compiler-says-no
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
