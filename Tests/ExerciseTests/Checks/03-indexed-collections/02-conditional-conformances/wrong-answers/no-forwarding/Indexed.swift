// wrong: adds the two conformances but forwards neither index(_:offsetBy:) nor distance(from:to:)
// rejected-by: moves-indices-in-constant-time
// It compiles, and ForEach accepts it; but over a base whose indices are not numbers, the default
// implementations step one index at a time, so `count` on a thousand-element shelf takes a thousand steps
// where RandomAccessCollection promises one

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
}

extension IndexedCollection: BidirectionalCollection where Base: BidirectionalCollection {
    func index(before i: Base.Index) -> Base.Index {
        base.index(before: i)
    }
}

extension IndexedCollection: RandomAccessCollection where Base: RandomAccessCollection {}

extension Collection {
    /// This collection's elements, each paired with its index.
    ///
    ///     ["a", "b"].indexed()  // (index: 0, element: "a"), (index: 1, element: "b")
    func indexed() -> IndexedCollection<Self> {
        IndexedCollection(base: self)
    }
}
