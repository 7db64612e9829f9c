// Goal: write `IndexedCollection`, a collection of `(index: Base.Index, element: Base.Element)` pairs over
// any base collection, and `indexed()`, the kit's stand-in for swift-algorithms' method of that name.
// Check it: swift run puzzles check 03.1
// Lesson: Lessons/03-indexed-collections/01-indexed-collection/README.md

/// A collection that pairs each element of a base collection with its index.
///
///     for (index, stop) in stops.indexed() {
///         print(index, stop.name)  // index is an Int for an array, a String.Index for a string
///     }
struct IndexedCollection<Base: Collection> {
    let base: Base
}

// TODO: Make IndexedCollection a Collection, in an extension of its own. Use the base's indices as its
//       indices (`Index` is `Base.Index`), and make each element a labelled pair,
//       `(index: Base.Index, element: Base.Element)`, made when it is read from the base's element at that
//       index alone (reading one pair reads one element of the base). A Collection needs
//       `startIndex`, `endIndex`, `index(after:)` and a subscript that takes an index.

// TODO: Give every Collection an `indexed()` method that returns an `IndexedCollection<Self>`.
