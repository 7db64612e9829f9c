// wrong: shelf(of:) asks for a RandomAccessCollection, as ForEach does, where any Sequence would do
// rejected-by: accepts-any-shelvable-item
// misconception: Ask for what the function uses: it only iterates once, so Sequence is enough; asking for a
// misconception: Collection (or a RandomAccessCollection) refuses zipped and other one-pass sequences for nothing.
// misconception-ja: 関数が使うものだけを求めましょう。1 回たどるだけなので Sequence で足ります。Collection(や
// misconception-ja: RandomAccessCollection)を求めると、zip したシーケンスなど 1 回しかたどれないものを理由もなく拒みます。
// lesson: #the-idea
// Copies ForEach's constraint without its reason: a shelf only walks its input once, so a zipped or other
// one-pass sequence should be accepted too.

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

/// A shelf holding `items`, in order.
func shelf<Items>(of items: Items) -> Shelf<Items.Element>
where Items: RandomAccessCollection, Items.Element: Shelvable {
    var shelf = Shelf<Items.Element>()
    for item in items {
        shelf.put(item)
    }
    return shelf
}
