// wrong: takes the id as a function `(Item) -> ID` and keys each row through a wrapper made in body
// rejected-by: accepts-any-key-path
// misconception: A key-path literal converts to a function, so `id: \.self` still compiles, but a key path the
// misconception: caller holds in a variable does not: the list must take and store a `KeyPath<Item, ID>`, the type
// misconception: `ForEach(_:id:content:)` itself asks for, and hand it on.
// misconception-ja: キーパスのリテラルは関数に変換されるので `id: \.self` はコンパイルできますが、呼び出し側が変数に
// misconception-ja: 持っているキーパスは渡せません。リストは `ForEach(_:id:content:)` 自身が求める型である
// misconception-ja: `KeyPath<Item, ID>` を受け取って保存し、そのまま渡します。
// lesson: #the-idea
import MiniUI

/// A list with none of List's default styling, whose rows are identified by a key path the caller gives,
/// as `ForEach(_:id:content:)` does:
///
///     PlainList(["north", "east"], id: \.self) { name in
///         Text(name)
///     }
///     PlainList(parcels, id: \.trackingCode) { parcel in
///         Text(parcel.destination)
///     }
///
/// The items need not be Identifiable, nor Hashable: only their ids must be Hashable, because SwiftUI
/// finds each row again by its id every time the list changes, and fast lookup by key means hashing.
struct PlainList<Item, ID, Content>: View where ID: Hashable, Content: View {
    let items: [Item]
    /// The way from an item to its id: `\.self`, `\.trackingCode`, `\.courier.name`. The caller chooses it, and with
    /// it the type `ID`.
    let id: (Item) -> ID
    let content: (Item) -> Content

    init(_ items: [Item], id: @escaping (Item) -> ID, @ViewBuilder content: @escaping (Item) -> Content) {
        self.items = items
        self.id = id
        self.content = content
    }

    var body: some View {
        List {
            ForEach(items.map { Keyed(key: id($0), item: $0) }, id: \.key) { keyed in
                content(keyed.item)
                    .listRowSeparator(.hidden)
                    .listRowInsets(.init())
            }
        }
        .listStyle(.plain)
        .environment(\.defaultMinListRowHeight, 0)
    }
}

/// An item beside the id the caller's function gave it.
private struct Keyed<Key, Item> {
    let key: Key
    let item: Item
}
