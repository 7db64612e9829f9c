/// One row of a list: an item, and the id that tells it apart from the other rows, the way SwiftUI's
/// `ForEach` pairs each element with an id.
///
///     let row = Row("Swift", id: { $0.count })  // Row<String, Int>, id 5
struct Row<Item, ID: Hashable> {
    let item: Item
    let id: ID

    /// A row whose id is computed from its item by `id`.
    init(_ item: Item, id: (Item) -> ID) {
        self.item = item
        self.id = id(item)
    }
}

/// For Identifiable items the id need not be spelled out: `Row(ticket)`.
///
/// Both constraints are needed. `Item: Identifiable` gives the item an `id`; `ID == Item.ID` says that the
/// row's `ID` parameter is that id's type, so `{ $0.id }` has the type `(Item) -> ID` that `init(_:id:)`
/// expects. Without it, `ID` could be any Hashable type the caller picks (`Row<Ticket, String>`), and
/// `Item.ID` would not convert to it.
extension Row where Item: Identifiable, ID == Item.ID {
    init(_ item: Item) {
        self.init(item, id: { $0.id })
    }
}
