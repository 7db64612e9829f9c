// wrong: conforms to both protocols for every base, stepping back by walking forward from the start
// rejected-by: rejects-what-the-base-cannot-do
// Dropping the where clauses makes the compiler ask for `index(before:)` on any base, and walking from
// `startIndex` answers it; now an indexed set claims to go backwards and an indexed string claims random
// access, which ForEach believes, at the cost of a walk for every step back

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

    // Without these three, the protocols' default implementations step one index at a time. The base
    // knows a faster way when it has one: constant time for a random-access base, as the protocol promises.
    func index(_ i: Base.Index, offsetBy distance: Int) -> Base.Index {
        base.index(i, offsetBy: distance)
    }

    func index(_ i: Base.Index, offsetBy distance: Int, limitedBy limit: Base.Index) -> Base.Index? {
        base.index(i, offsetBy: distance, limitedBy: limit)
    }

    func distance(from start: Base.Index, to end: Base.Index) -> Int {
        base.distance(from: start, to: end)
    }
}

extension IndexedCollection: BidirectionalCollection {
    func index(before i: Base.Index) -> Base.Index {
        base.index(base.startIndex, offsetBy: base.distance(from: base.startIndex, to: i) - 1)
    }
}

extension IndexedCollection: RandomAccessCollection {}

extension Collection {
    /// This collection's elements, each paired with its index.
    ///
    ///     ["a", "b"].indexed()  // (index: 0, element: "a"), (index: 1, element: "b")
    func indexed() -> IndexedCollection<Self> {
        IndexedCollection(base: self)
    }
}
