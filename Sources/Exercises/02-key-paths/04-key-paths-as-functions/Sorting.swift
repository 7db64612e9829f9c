// Goal: use key paths where functions are expected (SE-0249), turn a stored key path into a function,
// and write a `sorted(by:)` that takes a key path: `cities.sorted(by: \.founded)`.
// Check it: swift run puzzles check 02.4
// Lesson: Lessons/02-key-paths/04-key-paths-as-functions/README.md

struct Country {
    var name: String
}

struct City: Identifiable {
    let id: Int
    var name: String
    var country: Country
    var founded: Int
    var elevation: Int
}

// TODO: Write `getter(_:)`: given a key path, return the function that reads that path from its argument.
//       A key path held in a variable is not a function; this makes it one.
//
//           cities.map(getter(byName))

// TODO: Add `sorted(by:)` to every Sequence: it takes a key path from an element to a value that can be
//       ordered, and returns the elements in increasing order of that value, equal values keeping their
//       order.
//
//           cities.sorted(by: \.founded)
