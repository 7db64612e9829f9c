// wrong: requires the items to be Hashable instead of their ids
// rejected-by: accepts-any-shelvable-item
// misconception: The shelf only uses the ids as keys, so asking for Hashable items refuses items that hold closures
// misconception: or other unhashable data for no reason.
// misconception-ja: 棚がキーに使うのは id だけです。要素そのものに Hashable を求めると、クロージャなどハッシュできないものを持つ要素を理由もなく締め出します。
// lesson: #your-task
// Asks the items themselves to be Hashable, when only their ids are used as keys; an item holding a closure,
// or any type that never declared Hashable, no longer fits on a shelf

/// Items kept in the order they were first put, each found again by its id.
///
///     var shelf = Shelf<Jar>()
///     shelf.put(Jar(id: 1, contents: "Honey"))
///     shelf[id: 1]?.contents  // "Honey"
struct Shelf<Item> where Item: Shelvable & Hashable {
    /// The items, in the order their ids first arrived.
    private(set) var items: [Item] = []
    /// Where the item with each id sits in `items`. `Item.ID` can be a dictionary key only because
    /// `Shelvable` promises that it is Hashable.
    private var positions: [Item.ID: Int] = [:]

    /// Puts `item` on the shelf. An item whose id is already there takes the old item's place.
    mutating func put(_ item: Item) {
        if let position = positions[item.id] {
            items[position] = item
        } else {
            positions[item.id] = items.count
            items.append(item)
        }
    }

    /// The item with this id, if it is on the shelf.
    subscript(id id: Item.ID) -> Item? {
        positions[id].map { items[$0] }
    }
}

/// A shelf holding `items`, in order: an array, a slice, a range of a collection, any sequence.
///
/// `Items.Element` is an associated type of `Sequence`; the `where` clause constrains it as it
/// would a generic parameter.
func shelf<Items>(of items: Items) -> Shelf<Items.Element> where Items: Sequence, Items.Element: Shelvable & Hashable {
    var shelf = Shelf<Items.Element>()
    for item in items {
        shelf.put(item)
    }
    return shelf
}
