// Goal: let the caller name each row's id with a key path, as `ForEach(_:id:content:)` does, so that
// PlainList also shows items that are not Identifiable: `PlainList(names, id: \.self)`.
// Check it: swift run puzzles check 01.2
// Lesson: Lessons/01-plain-lists/02-key-path-ids/README.md

import MiniUI

/// A list with none of List's default styling: no separators, no row insets, no minimum row height, so
/// each row is exactly the view the caller builds. Once this exercise is done, callers name each row's id:
///
///     PlainList(parcels, id: \.trackingCode) { parcel in
///         Text(parcel.destination)
///     }
// TODO: Add a generic parameter `ID`, the type of the rows' ids, between Item and Content, and require that it
//       be Hashable, as ForEach does. Item no longer needs to be Identifiable: drop that requirement.
struct PlainList<Item, Content>: View where Item: Identifiable, Content: View {
    let items: [Item]
    // TODO: Store the key path from an item to its id (the property's name is yours to choose).
    let content: (Item) -> Content

    // TODO: Take that key path as a second argument labelled `id:`, between the items and the closure.
    init(_ items: [Item], @ViewBuilder content: @escaping (Item) -> Content) {
        self.items = items
        self.content = content
    }

    var body: some View {
        List {
            // TODO: Identify the rows by that key path, with ForEach's initializer that takes one.
            ForEach(items) { item in
                content(item)
                    .listRowSeparator(.hidden)
                    .listRowInsets(.init())
            }
        }
        .listStyle(.plain)
        .environment(\.defaultMinListRowHeight, 0)
    }
}
