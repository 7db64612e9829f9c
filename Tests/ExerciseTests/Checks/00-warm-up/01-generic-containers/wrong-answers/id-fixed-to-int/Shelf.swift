// wrong: makes Shelf generic but leaves every id an Int
// rejected-by: accepts-any-shelvable-item
// misconception: Making Shelf generic is half the job: as long as the protocol says `Int`, items with String or
// misconception: struct ids cannot conform; let each type choose with an associated type.
// misconception-ja: Shelf をジェネリックにしただけでは半分です。プロトコルが `Int` と決めている限り、String や構造体の
// misconception-ja: id を持つ型は準拠できません。関連型で各型に選ばせます。
// lesson: #the-idea
// Makes Shelf generic but leaves every id an Int, so an item identified by a String or by a struct of its own
// cannot be shelved

/// Items kept in the order they were first put, each found again by its id.
///
///     var shelf = Shelf<Jar>()
///     shelf.put(Jar(id: 1, contents: "Honey"))
///     shelf[id: 1]?.contents  // "Honey"
struct Shelf<Item> where Item: Shelvable {
    /// The items, in the order their ids first arrived.
    private(set) var items: [Item] = []
    /// Where the item with each id sits in `items`. `Int` can be a dictionary key only because
    /// `Shelvable` promises that it is Hashable.
    private var positions: [Int: Int] = [:]

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
    subscript(id id: Int) -> Item? {
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
