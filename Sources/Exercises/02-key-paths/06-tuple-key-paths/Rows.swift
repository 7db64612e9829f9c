// Goal: pair elements with their positions in labelled tuples, `(index: Int, element: Book)`, and reach
// into them with key paths: `\(index: Int, element: Book).element`, then on to the element's id.
// Check it: swift run puzzles check 02.6
// Lesson: Lessons/02-key-paths/06-tuple-key-paths/README.md

struct Book: Identifiable {
    let id: Int
    var isbn: String
    var title: String
}

// TODO: Write `rows(_:)`: given an array of any element type, return each element with its position,
//       counted from 0, as an array of labelled tuples, `[(index: Int, element: Element)]`.
//
//           rows(["a", "b"])  // [(index: 0, element: "a"), (index: 1, element: "b")]

// TODO: Write `rowID(_:)`: given a key path from an element to an id, `KeyPath<Element, ID>`, return the key
//       path from a row to that id, `KeyPath<(index: Int, element: Element), ID>`.
//
//           ForEach(rows(books), id: rowID(\.isbn)) { index, book in … }
