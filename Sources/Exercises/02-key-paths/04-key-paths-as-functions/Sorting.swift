// Goal: use key paths where functions are expected (SE-0249), turn a stored key path into a function,
// and write a `sorted(by:)` that takes a key path: `books.sorted(by: \.year)`.
// Check it: swift run puzzles check 02.4
// Lesson: Lessons/02-key-paths/04-key-paths-as-functions/README.md

struct Author {
    var name: String
}

struct Book: Identifiable {
    let id: Int
    var title: String
    var author: Author
    var year: Int
    var pages: Int
}

// TODO: Write `getter(_:)`: given a `KeyPath<Root, Value>`, return the function `(Root) -> Value` that reads
//       that path from its argument. A key path held in a variable is not a function; this makes it one.
//
//           books.map(getter(byTitle))

// TODO: Add `sorted(by:)` to every Sequence, taking a `KeyPath<Element, Value>` for any Comparable `Value`
//       and returning the elements in increasing order of that value.
//
//           books.sorted(by: \.year)
