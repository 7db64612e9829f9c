// wrong: forwards index(_:offsetBy:) to the base but leaves distance(from:to:) to the default
// rejected-by: moves-indices-in-constant-time
// misconception: Random access promises that measuring is fast as well as moving: `count` and `distance(from:to:)`
// misconception: still walk unless `distance(from:to:)` is forwarded too.
// misconception-ja: ランダムアクセスが約束するのは、移動だけでなく測ることも速いということです。`distance(from:to:)` も転送しない限り、
// misconception-ja: `count` と `distance(from:to:)` は 1 つずつ進みます。
// lesson: #random-access-is-a-promise

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

    func index(_ i: Base.Index, offsetBy distance: Int) -> Base.Index {
        base.index(i, offsetBy: distance)
    }

    func index(_ i: Base.Index, offsetBy distance: Int, limitedBy limit: Base.Index) -> Base.Index? {
        base.index(i, offsetBy: distance, limitedBy: limit)
    }
}

// One conformance per extension, each with the condition under which it holds.
extension IndexedCollection: BidirectionalCollection where Base: BidirectionalCollection {
    func index(before i: Base.Index) -> Base.Index {
        base.index(before: i)
    }
}

// Nothing to add: RandomAccessCollection asks for no new members, only for the forwarding above to be fast.
extension IndexedCollection: RandomAccessCollection where Base: RandomAccessCollection {}

extension Collection {
    /// This collection's elements, each paired with its index.
    ///
    ///     ["a", "b"].indexed()  // (index: 0, element: "a"), (index: 1, element: "b")
    func indexed() -> IndexedCollection<Self> {
        IndexedCollection(base: self)
    }
}
