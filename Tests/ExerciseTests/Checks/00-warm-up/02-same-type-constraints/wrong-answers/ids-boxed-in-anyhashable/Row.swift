// wrong: makes the initializer compile by fixing ID to AnyHashable
// rejected-by: accepts-identifiable-rows
// misconception: Fixing ID to AnyHashable makes the initializer compile but changes what a row is: its id is no
// misconception: longer the item's own Int or String.
// misconception-ja: ID を AnyHashable に固定するとイニシャライザはコンパイルできますが、行の意味が変わります。id
// misconception-ja: はもう要素自身の Int や String ではありません。
// lesson: #when-the-compiler-says-no
// Makes the initializer compile by boxing every id in AnyHashable; `Row(ticket).id` is no longer the ticket's Int
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
