// wrong: conforms to both protocols for every base, stepping back by walking forward from the start
// rejected-by: rejects-what-the-base-cannot-do
// misconception: A conformance without a `where` clause makes a promise for every base: an indexed set then claims to
// misconception: go backwards and an indexed string claims random access, and both pay for it with a walk from the
// misconception: start on every step back.
// misconception-ja: `where` 節のない準拠は、あらゆる元のコレクションについて約束をします。インデックス付きの集合は後ろに戻れると、
// misconception-ja: インデックス付きの文字列はランダムアクセスできると主張するようになり、後ろへの 1 歩ごとに先頭から歩き直すことになります。
// lesson: #climbing-the-ladder

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
