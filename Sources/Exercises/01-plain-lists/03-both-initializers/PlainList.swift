// Goal: give PlainList both of ForEach's initializers: `PlainList(recipes) { … }` for Identifiable items, derived
// from the key-path one, `PlainList(names, id: \.self) { … }`.
// Check it: swift run puzzles check 01.3
// Lesson: Lessons/01-plain-lists/03-both-initializers/README.md

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
// TODO: In this extension, write an initializer that takes the items and a view-builder closure, with no
//       `id:` argument, and forwards to the initializer above with the key path to each item's own id.
// TODO: Give the extension the `where` clause that initializer needs: one requirement on Item, and one that
//       ties the list's ID to a type you then know.
extension PlainList {
}
