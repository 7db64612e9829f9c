// wrong: the Identifiable initializer keeps only the first item of each id
// rejected-by: shows-every-item-it-is-given
// misconception: The initializer without `id:` only supplies the key path `\.id`; it must show the same rows as
// misconception: the other one. Repeated ids are the data's mistake, which SwiftUI reports, not one to hide.
// misconception-ja: `id:` の無いイニシャライザは、キーパス `\.id` を補うだけで、もう一方と同じ行を表示しなければなりません。
// misconception-ja: 重複した id はデータの誤りで、SwiftUI はそれを知らせます。隠すものではありません。
// lesson: #why-this-matters-in-swiftui
// Tidy-looking, but a set list with a repeated id silently loses a song.

import MiniUI

/// A list with none of List's default styling, whose rows are identified by a key path the caller gives,
/// as `ForEach(_:id:content:)` does:
///
///     PlainList(["north", "east"], id: \.self) { name in
///         Text(name)
///     }
///     PlainList(recipes, id: \.slug) { recipe in
///         Text(recipe.dish)
///     }
///
/// The items need not be Identifiable, nor Hashable: only their ids must be Hashable, because SwiftUI
/// finds each row again by its id every time the list changes, and fast lookup by key means hashing.
struct PlainList<Item, ID, Content>: View where ID: Hashable, Content: View {
    let items: [Item]
    /// The way from an item to its id: `\.self`, `\.slug`, `\.chef.name`. The caller chooses it, and with
    /// it the type `ID`.
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

/// For Identifiable items the key path need not be written, as with `ForEach(recipes)`:
///
///     PlainList(recipes) { recipe in
///         Text(recipe.dish)
///     }
///
/// `Item: Identifiable` gives each item an `id`, so `\.id` is a `KeyPath<Item, Item.ID>`. But the key-path
/// initializer wants a `KeyPath<Item, ID>`, and `ID` is the list's own generic parameter, which a caller
/// could set to any Hashable type. `ID == Item.ID` says they are one type: the key path fits, and
/// `PlainList(recipes)` infers `ID` as the recipes' id type.
extension PlainList where Item: Identifiable, ID == Item.ID {
    init(_ items: [Item], @ViewBuilder content: @escaping (Item) -> Content) {
        var seen = Set<Item.ID>()
        self.init(items.filter { seen.insert($0.id).inserted }, id: \.id, content: content)
    }
}
