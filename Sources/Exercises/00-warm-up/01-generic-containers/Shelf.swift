// Goal: turn a shelf that only holds jars into a generic Shelf<Item> for any item with a Hashable id,
// the way SwiftUI's ForEach takes any Identifiable data.
// Check it: swift run puzzles check 00.1
// Lesson: Lessons/00-warm-up/01-generic-containers/README.md

/// Items kept in the order they were first put, each found again by its id.
// TODO: Make Shelf generic over the item it holds, `Shelf<Item>`, and require that Item be Shelvable.
//       Then, in the lines below, write `Item` where it says `Jar` and `Item.ID` where an id is an `Int`.
struct Shelf {
    /// The items, in the order their ids first arrived.
    private(set) var items: [Jar] = []
    /// Where the item with each id sits in `items`.
    private var positions: [Int: Int] = [:]

    /// Puts `item` on the shelf. An item whose id is already there takes the old item's place.
    mutating func put(_ item: Jar) {
        if let position = positions[item.id] {
            items[position] = item
        } else {
            positions[item.id] = items.count
            items.append(item)
        }
    }

    /// The item with this id, if it is on the shelf.
    subscript(id id: Int) -> Jar? {
        positions[id].map { items[$0] }
    }
}

/// A shelf holding `items`, in order.
// TODO: Take any sequence of Shelvable items, not only an array of jars: a generic parameter
//       `Items: Sequence`, and a `where` clause that says what its `Element` must be.
func shelf(of items: [Jar]) -> Shelf {
    var shelf = Shelf()
    for item in items {
        shelf.put(item)
    }
    return shelf
}
