// wrong: keys the positions by each id's `hashValue` instead of by the id
// rejected-by: tells-apart-ids-with-equal-hashes
// misconception: A hash value is not an identity: two different ids may share one, and a dictionary keyed by
// misconception: `hashValue` takes them for the same item. The dictionary uses the hash only to find where to look
// misconception: and compares keys with `==`, so key it by the id itself (`Item.ID` is Hashable already).
// misconception-ja: ハッシュ値は同一性ではありません。違う id どうしが同じハッシュ値を持つことがあり、`hashValue` を
// misconception-ja: キーにした辞書はそれらを同じ品物と取り違えます。辞書はハッシュを探し始める場所を決めるためだけに使い、
// misconception-ja: キーどうしは `==` で見分けるので、id そのものをキーにします（`Item.ID` はすでに Hashable です）。
// lesson: #the-idea

/// Items kept in the order they were first put, each found again by its id.
///
///     var shelf = Shelf<Jar>()
///     shelf.put(Jar(id: 1, contents: "Honey"))
///     shelf[id: 1]?.contents  // "Honey"
struct Shelf<Item> where Item: Shelvable {
    /// The items, in the order their ids first arrived.
    private(set) var items: [Item] = []
    /// Where the item with each id sits in `items`, keyed by the id's hash value.
    private var positions: [Int: Int] = [:]

    /// Puts `item` on the shelf. An item whose id is already there takes the old item's place.
    mutating func put(_ item: Item) {
        if let position = positions[item.id.hashValue] {
            items[position] = item
        } else {
            positions[item.id.hashValue] = items.count
            items.append(item)
        }
    }

    /// The item with this id, if it is on the shelf.
    subscript(id id: Item.ID) -> Item? {
        positions[id.hashValue].map { items[$0] }
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
