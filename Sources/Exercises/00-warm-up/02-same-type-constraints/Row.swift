// Goal: tie generic parameters together with same-type constraints, and give a generic type an
// initializer that exists only when its parameters fit, as SwiftUI's ForEach does for Identifiable data.
// Check it: swift run puzzles check 00.2
// Lesson: Lessons/00-warm-up/02-same-type-constraints/README.md

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
// TODO: Let this extension apply only where Item is Identifiable and the row's ID is the item's own ID type
//       (a `where` clause with a conformance and a same-type constraint).
// TODO: Inside it, add an initializer that takes only the item (no label) and forwards to the initializer
//       above, computing the id from the item's own `id`.
extension Row {
}
