// Goal: pair elements with their positions in labelled tuples, `(index: Int, element: Guest)`, and reach
// from such a pair, through a key path, to an id inside its element.
// Check it: swift run puzzles check 02.6
// Lesson: Lessons/02-key-paths/06-tuple-key-paths/README.md

struct Guest: Identifiable {
    let id: Int
    var ticket: String
    var name: String
}

// TODO: Write `rows(_:)`: given an array of any element type, return each element with its position,
//       counted from 0, as an array of labelled tuples, `[(index: Int, element: Element)]` (no rows for an
//       empty array).
//
//           rows(["a", "b"])  // [(index: 0, element: "a"), (index: 1, element: "b")]

// TODO: Write `rowID(_:)`: given a key path from an element to an id, return the key path from a row (the
//       labelled tuple above) to that same id.
//
//           ForEach(rows(guests), id: rowID(\.ticket)) { index, guest in … }
