// wrong: a replaced item is taken out and appended, so it moves to the end of the shelf
// rejected-by: prints-shelf-in-order-when-long
// misconception: Putting an item whose id is already there replaces it, and an identity keeps its place: taking the
// misconception: old item out and appending the new one moves it to the end; write the new item where the old one sits.
// misconception-ja: すでにある id の要素を置くのは置き換えで、同じ id なら場所も変わりません。古い要素を取り除いて新しい要素を
// misconception-ja: 末尾に足すと、末尾に移ってしまいます。古い要素のあった場所に新しい要素を書きます。
// lesson: #your-task
// Lookups find the latest item, and new ids arrive in order; but a refilled jar leaves its place and goes to
// the end, so the shelf's order is no longer the order its ids first arrived.

/// Items kept in the order they were first put, each found again by its id.
///
///     var shelf = Shelf<Jar>()
///     shelf.put(Jar(id: 1, contents: "Honey"))
///     shelf[id: 1]?.contents  // "Honey"
struct Shelf<Item> where Item: Shelvable {
    /// The items, in the order their ids first arrived.
    private(set) var items: [Item] = []
    /// Where the item with each id sits in `items`. `Item.ID` can be a dictionary key only because
    /// `Shelvable` promises that it is Hashable.
    private var positions: [Item.ID: Int] = [:]

    /// Puts `item` on the shelf. An item whose id is already there replaces the old item.
    mutating func put(_ item: Item) {
        if let position = positions[item.id] {
            // The old item goes, and the positions after it move up by one.
            items.remove(at: position)
            for (id, later) in positions where later > position {
                positions[id] = later - 1
            }
        }
        positions[item.id] = items.count
        items.append(item)
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
func shelf<Items>(of items: Items) -> Shelf<Items.Element> where Items: Sequence, Items.Element: Shelvable {
    var shelf = Shelf<Items.Element>()
    for item in items {
        shelf.put(item)
    }
    return shelf
}
