// wrong: asks for a WritableKeyPath to the id instead of a KeyPath
// rejected-by: accepts-any-key-path
// misconception: A list only reads its ids, so a read-only `KeyPath` is all it should ask for, and every key path is
// misconception: one; a `WritableKeyPath` refuses paths to `let` and computed properties. The compiler's fix-it, an
// misconception: `as! WritableKeyPath<…>` at the call, points the wrong way: the fix belongs in the list's
// misconception: declaration, the type of the initializer's parameter and of the stored property.
// misconception-ja: リストは id を読むだけなので、求めるのは読み取り専用の `KeyPath` で足り、どのキーパスもそれに当たります。
// misconception-ja: 書き込み可能なキーパス `WritableKeyPath` は、`let` プロパティや計算プロパティへのキーパスを拒みます。
// misconception-ja: 呼び出し側に `as! WritableKeyPath<…>` を足すというコンパイラの修正案は向きが逆で、直すべきはリストの
// misconception-ja: 宣言、つまりイニシャライザの引数と格納プロパティの型です。
// lesson: #when-the-compiler-says-no
// Compiles, and works for ids held in `var` properties; a parcel's `let` tracking code, or a key path held in a
// `KeyPath` variable, no longer fits.
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
    let id: WritableKeyPath<Item, ID>
    let content: (Item) -> Content

    init(_ items: [Item], id: WritableKeyPath<Item, ID>, @ViewBuilder content: @escaping (Item) -> Content) {
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
