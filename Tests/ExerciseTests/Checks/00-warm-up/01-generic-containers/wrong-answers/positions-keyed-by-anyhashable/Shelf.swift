// wrong: keys the positions, and the lookup, by AnyHashable instead of Item.ID
// rejected-by: rejects-wrong-id-type
// misconception: Shelvable already promises that `Item.ID` is Hashable, so it can be the dictionary's key as it
// misconception: is; boxing it in AnyHashable throws its type away, and `shelf[id: 42]` then compiles on a shelf
// misconception: whose ids are Strings and finds nothing.
// misconception-ja: Shelvable が `Item.ID` は Hashable だと約束しているので、そのままディクショナリのキーにできます。
// misconception-ja: AnyHashable で包むと id の型が失われ、String の id を持つ棚でも `shelf[id: 42]` がコンパイルでき、
// misconception-ja: 何も見つからないまま通ってしまいます。
// lesson: #the-idea
// Shelvable is right (an associated type ID: Hashable), but the shelf boxes every id in AnyHashable.

/// Items kept in the order they were first put, each found again by its id.
struct Shelf<Item> where Item: Shelvable {
    /// The items, in the order their ids first arrived.
    private(set) var items: [Item] = []
    /// Where the item with each id sits in `items`, keyed by the id boxed in AnyHashable.
    private var positions: [AnyHashable: Int] = [:]

    /// Puts `item` on the shelf. An item whose id is already there takes the old item's place.
    mutating func put(_ item: Item) {
        if let position = positions[AnyHashable(item.id)] {
            items[position] = item
        } else {
            positions[AnyHashable(item.id)] = items.count
            items.append(item)
        }
    }

    /// The item with this id, if it is on the shelf: any Hashable value is accepted.
    subscript(id id: AnyHashable) -> Item? {
        positions[id].map { items[$0] }
    }
}

/// A shelf holding `items`, in order.
func shelf<Items>(of items: Items) -> Shelf<Items.Element> where Items: Sequence, Items.Element: Shelvable {
    var shelf = Shelf<Items.Element>()
    for item in items {
        shelf.put(item)
    }
    return shelf
}
