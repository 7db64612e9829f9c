// wrong: Shelf requires Hashable ids itself instead of Shelvable promising them
// rejected-by: rejects-non-hashable-id
// misconception: A constraint written on one container helps only that container; put Hashable on the protocol's
// misconception: associated type so every user of Shelvable can rely on it.
// misconception-ja: 1 つのコンテナに書いた制約はそのコンテナにしか効きません。Hashable はプロトコルの関連型に書けば、Shelvable
// misconception-ja: を使うすべてのコードが前提にできます。
// lesson: #the-idea
// Leaves the associated type unconstrained and asks for Hashable only where Shelf needs it, so a type with a
// non-Hashable id still conforms, and other generic code cannot rely on Hashable ids

/// Items kept in the order they were first put, each found again by its id.
///
///     var shelf = Shelf<Jar>()
///     shelf.put(Jar(id: 1, contents: "Honey"))
///     shelf[id: 1]?.contents  // "Honey"
struct Shelf<Item> where Item: Shelvable, Item.ID: Hashable {
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
func shelf<Items>(of items: Items) -> Shelf<Items.Element>
where Items: Sequence, Items.Element: Shelvable, Items.Element.ID: Hashable {
    var shelf = Shelf<Items.Element>()
    for item in items {
        shelf.put(item)
    }
    return shelf
}
