// wrong: keeps the items in a dictionary keyed by id and lists its values
// rejected-by: prints-shelf-in-order-when-long
// misconception: A dictionary finds items by id, but it lists them in the order of their hashes, not the order
// misconception: they arrived, and that order changes from run to run; keep the items in an array and the
// misconception: dictionary for their positions.
// misconception-ja: 辞書は ID で要素を見つけられますが、並べるときはハッシュの順で、届いた順ではありません。しかもその順は
// misconception-ja: 実行のたびに変わります。要素は配列に持ち、辞書にはその位置を持たせます。
// lesson: #your-task

/// Items kept in the order they were first put, each found again by its id.
///
///     var shelf = Shelf<Jar>()
///     shelf.put(Jar(id: 1, contents: "Honey"))
///     shelf[id: 1]?.contents  // "Honey"
struct Shelf<Item> where Item: Shelvable {
    // One dictionary keyed by id: lookups are right, but its values come out in hash order.
    private var storage: [Item.ID: Item] = [:]

    var items: [Item] { Array(storage.values) }

    mutating func put(_ item: Item) {
        storage[item.id] = item
    }

    subscript(id id: Item.ID) -> Item? {
        storage[id]
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
