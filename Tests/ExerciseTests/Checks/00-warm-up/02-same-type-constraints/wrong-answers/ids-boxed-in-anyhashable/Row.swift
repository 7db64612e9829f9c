// wrong: makes the initializer compile by fixing ID to AnyHashable
// rejected-by: accepts-identifiable-rows
// Makes the initializer compile by boxing every id in AnyHashable; `Row(book).id` is no longer the book's Int
// id, and a caller who wants it back must cast

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

extension Row where Item: Identifiable, ID == AnyHashable {
    init(_ item: Item) {
        self.init(item, id: { AnyHashable($0.id) })
    }
}
