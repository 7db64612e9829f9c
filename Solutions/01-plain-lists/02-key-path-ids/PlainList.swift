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
