// Goal: make IndexedCollection bidirectional when its base is, and random-access when its base is, with
// conditional conformances, so that `ForEach` accepts an indexed array.
// Check it: swift run puzzles check 03.2
// Lesson: Lessons/03-indexed-collections/02-conditional-conformances/README.md

/// A collection that pairs each element of a base collection with its index.
///
///     for (index, stop) in stops.indexed() {
///         print(index, stop.name)  // index is an Int for an array, a String.Index for a string
///     }
struct IndexedCollection<Base: Collection> {
    let base: Base
}

extension IndexedCollection: Collection {
    typealias Index = Base.Index
    typealias Element = (index: Base.Index, element: Base.Element)

    var startIndex: Base.Index { base.startIndex }
    var endIndex: Base.Index { base.endIndex }

    func index(after i: Base.Index) -> Base.Index {
        base.index(after: i)
    }

    subscript(position: Base.Index) -> Element {
        (index: position, element: base[position])
    }

    // TODO: A RandomAccessCollection promises that moving an index by n, `index(_:offsetBy:)`, and measuring
    //       `distance(from:to:)` take constant time. The default implementations step one index at a time.
    //       Forward both to `base` here (and `index(_:offsetBy:limitedBy:)` too), so each costs what it costs
    //       in the base. The limited move answers nil only for a move that would pass its limit: one that lands
    //       exactly on it gives the limit, as the base's does.
}

// TODO: Make IndexedCollection a BidirectionalCollection when, and only when, its base is one: an extension
//       of its own with a `where` clause, adding `index(before:)`.

// TODO: Make IndexedCollection a RandomAccessCollection when, and only when, its base is one, in another
//       extension of its own. ForEach needs this.

extension Collection {
    /// This collection's elements, each paired with its index.
    ///
    ///     ["a", "b"].indexed()  // (index: 0, element: "a"), (index: 1, element: "b")
    func indexed() -> IndexedCollection<Self> {
        IndexedCollection(base: self)
    }
}
