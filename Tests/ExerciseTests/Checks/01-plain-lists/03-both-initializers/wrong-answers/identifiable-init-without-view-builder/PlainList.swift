// wrong: the Identifiable initializer takes its content without @ViewBuilder
// rejected-by: accepts-both-initializers
// misconception: `@ViewBuilder` belongs to each parameter that takes views, not to the type: without it, this
// misconception: initializer's closure must return one view, so a row built with an `if` does not compile.
// misconception-ja: `@ViewBuilder` は型ではなく、ビューを受け取る引数ひとつひとつに付けるものです。付けないと、この
// misconception-ja: イニシャライザのクロージャは 1 つのビューを返さなければならず、`if` で組んだ行がコンパイルできません。
// lesson: #why-this-matters-in-swiftui
// The key-path initializer keeps its view builder; the new one forwards to it, but its own closure is a plain one.

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
    init(_ items: [Item], content: @escaping (Item) -> Content) {
        self.init(items, id: \.id, content: content)
    }
}
