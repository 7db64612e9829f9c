// check: compiles
// A Shelf holds any Shelvable item, whatever Hashable type its id has (Int, String, a struct of your
// own), and the item itself need not be Hashable. `shelf(of:)` takes any sequence, not only arrays or
// collections.
// Code that is generic over Shelvable can rely on the ids being Hashable without asking again.
@testable import Exercise00_1

/// An id of type String.
struct Tag: Shelvable {
    let id: String
}

/// An id of a Hashable type of its own; the seat itself holds a closure, so it is not Hashable.
struct Seat: Shelvable {
    struct Place: Hashable {
        let row: Character
        let number: Int
    }
    let id: Place
    let isTaken: () -> Bool
}

/// Counts distinct ids with a Set. Only the body needs `Item.ID: Hashable` (a `Set<Item.ID>` in the
/// signature would make the compiler infer that requirement), so this compiles only if Shelvable
/// itself promises it.
func countDistinctIDs<Item: Shelvable>(of items: [Item]) -> Int {
    var seen = Set<Item.ID>()
    for item in items {
        seen.insert(item.id)
    }
    return seen.count
}

func useShelves() {
    var tags = Shelf<Tag>()
    tags.put(Tag(id: "generics"))
    let tag: Tag? = tags[id: "generics"]
    let allTags: [Tag] = tags.items

    var seats = Shelf<Seat>()
    seats.put(Seat(id: Seat.Place(row: "A", number: 1), isTaken: { false }))
    let seat: Seat? = seats[id: Seat.Place(row: "A", number: 1)]

    let jars: Shelf<Jar> = shelf(of: [Jar(id: 1, contents: "Honey"), Jar(id: 2, contents: "Rice")])
    let jar: Jar? = jars[id: 2]
    let fromSlice: Shelf<Jar> = shelf(of: jars.items.dropFirst())
    let fromLazy = shelf(of: ["a", "b"].lazy.map { Tag(id: $0) })
    let fromLazyTag: Tag? = fromLazy[id: "a"]
    // A sequence that is not a collection at all: ids and titles zipped, then mapped lazily. (Declared on its
    // own line, so that the compiler cannot quietly pick the eager `map`, which returns an Array.)
    let zipped = zip([4, 5], ["Oats", "Salt"]).lazy.map { Jar(id: $0, contents: $1) }
    let fromZip: Shelf<Jar> = shelf(of: zipped)

    let distinct: Int = countDistinctIDs(of: jars.items)

    _ = (tag, allTags, seat, jar, fromSlice, fromLazyTag, fromZip, distinct)
}
