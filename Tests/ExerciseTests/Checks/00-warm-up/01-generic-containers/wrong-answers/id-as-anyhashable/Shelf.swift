// wrong: boxes every id in AnyHashable instead of declaring an associated type
// rejected-by: accepts-any-shelvable-item
// misconception: AnyHashable erases the id's type, so lookups accept any id at all and callers lose `String` or
// misconception: `Int`; an associated type keeps each item's own id type.
// misconception-ja: AnyHashable は id の型を消してしまうので、どんな id でも引けてしまい、呼び出し側は `String`
// misconception-ja: や `Int` という型を失います。関連型なら要素ごとの id の型が残ります。
// lesson: #the-idea
// Avoids the associated type by boxing every id in AnyHashable; a type whose `id` is an Int or a String no
// longer conforms, and every lookup must box its key

/// Items kept in the order they were first put, each found again by its id.
///
///     var shelf = Shelf<Jar>()
///     shelf.put(Jar(id: 1, contents: "Honey"))
///     shelf[id: 1]?.contents  // "Honey"
struct Shelf<Item> where Item: Shelvable {
    /// The items, in the order their ids first arrived.
    private(set) var items: [Item] = []
    /// Where the item with each id sits in `items`. `AnyHashable` can be a dictionary key only because
    /// `Shelvable` promises that it is Hashable.
    private var positions: [AnyHashable: Int] = [:]

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
    subscript(id id: AnyHashable) -> Item? {
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
