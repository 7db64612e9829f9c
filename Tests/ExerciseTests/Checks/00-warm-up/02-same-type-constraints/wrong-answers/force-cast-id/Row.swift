// wrong: leaves out ID == Item.ID and forces the id into ID with as!
// rejected-by: rejects-row-with-mismatched-id
// Leaves out `ID == Item.ID` and forces the conversion with `as!`; it compiles, but `ID` is no longer tied to
// the item's id type: `Row(book)` cannot infer it, and a row of Int-id books that claims String ids compiles,
// then crashes

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

extension Row where Item: Identifiable {
    init(_ item: Item) {
        self.init(item, id: { $0.id as! ID })
    }
}
