// Goal: turn a shelf that only holds jars into a generic Shelf<Item> for any item with a Hashable id,
// the way SwiftUI's ForEach takes any Identifiable data.
// Check it: swift run puzzles check 00.1
// Lesson: Lessons/00-warm-up/01-generic-containers/README.md

/// Something that can stand on a shelf: it carries an id that tells it apart from the others,
/// the way SwiftUI's `Identifiable` does.
protocol Shelvable {
    // TODO: Let each conforming type choose the type of its id: declare an associated type `ID`,
    //       promise that it is Hashable, and make `id` an `ID` instead of an `Int`.
    var id: Int { get }
}

/// A sample item.
struct Jar: Shelvable {
    let id: Int
    let contents: String
}
