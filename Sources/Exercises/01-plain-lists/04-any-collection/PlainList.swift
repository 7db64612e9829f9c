// Goal: take any random-access collection, as ForEach does, not only an array: a slice, a range, a reversed
// or lazily mapped array, with no copying.
// Check it: swift run puzzles check 01.4
// Lesson: Lessons/01-plain-lists/04-any-collection/README.md

import MiniUI

/// A list with none of List's default styling, whose rows are identified by a key path the caller gives,
/// as `ForEach(_:id:content:)` does:
///
///     PlainList(["north", "east"], id: \.self) { name in
///         Text(name)
///     }
///     PlainList(stops, id: \.code) { stop in
///         Text(stop.name)
///     }
///
/// The items need not be Identifiable, nor Hashable: only their ids must be Hashable, because SwiftUI
/// finds each row again by its id every time the list changes, and fast lookup by key means hashing.
// TODO: Replace the generic parameter Item with `Data`, a RandomAccessCollection, as in ForEach. An item is then
//       a `Data.Element`: write that wherever it says `Item`, in this file, and `data` for `items`.
struct PlainList<Item, ID, Content>: View where ID: Hashable, Content: View {
    // TODO: Store the collection itself, in a property named `data` whose type is the collection's own, without
    //       copying it into an array, here or in `body`: ForEach gets the caller's collection as it is.
    let items: [Item]
    /// The way from an item to its id: `\.self`, `\.code`, `\.line.name`. The caller chooses it, and with
    /// it the type `ID`.
    let id: KeyPath<Item, ID>
    let content: (Item) -> Content

    // TODO: Keep the first argument unlabelled, as ForEach does: `PlainList(stops[1...]) { … }`.
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

/// For Identifiable items the key path need not be written, as with `ForEach(stops)`:
///
///     PlainList(stops) { stop in
///         Text(stop.name)
///     }
///
/// `Item: Identifiable` gives each item an `id`, so `\.id` is a `KeyPath<Item, Item.ID>`. But the key-path
/// initializer wants a `KeyPath<Item, ID>`, and `ID` is the list's own generic parameter, which a caller
/// could set to any Hashable type. `ID == Item.ID` says they are one type: the key path fits, and
/// `PlainList(stops)` infers `ID` as the stops' id type.
// TODO: The same constraints, said of `Data.Element`.
extension PlainList where Item: Identifiable, ID == Item.ID {
    init(_ items: [Item], @ViewBuilder content: @escaping (Item) -> Content) {
        self.init(items, id: \.id, content: content)
    }
}
