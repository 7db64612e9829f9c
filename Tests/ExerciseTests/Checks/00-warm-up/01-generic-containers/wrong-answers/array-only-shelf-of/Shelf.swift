// wrong: shelf(of:) takes only an Array, so slices and lazy sequences are refused
// rejected-by: accepts-any-shelvable-item
// misconception: An array is only one kind of sequence; a generic parameter constrained to Sequence, with a where
// misconception: clause on its Element, accepts slices, lazy and zipped sequences too.
// misconception-ja: 配列はシーケンスの一種にすぎません。Sequence に制約した型パラメータと、その Element への where
// misconception-ja: 節を使えば、スライスや遅延シーケンス、zip したシーケンスも受け取れます。
// lesson: #the-idea
// Makes `shelf(of:)` generic over the item but still takes only an Array, so a slice or a lazy sequence must
// be copied into an array first (SwiftUI's ForEach takes any RandomAccessCollection)

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
func shelf<Item: Shelvable>(of items: [Item]) -> Shelf<Item> {
    var shelf = Shelf<Item>()
    for item in items {
        shelf.put(item)
    }
    return shelf
}
