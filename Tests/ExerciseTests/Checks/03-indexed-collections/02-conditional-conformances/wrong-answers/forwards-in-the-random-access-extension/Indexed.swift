// wrong: forwards index(_:offsetBy:) and distance(from:to:) in the RandomAccessCollection extension
// rejected-by: moves-indices-in-constant-time
// misconception: The Collection conformance picks its `distance(from:to:)` once, for every base, where the
// misconception: conditional methods are not visible: generic code such as `count` keeps the walking default, so
// misconception: forward in the Collection extension.
// misconception-ja: Collection への準拠は、条件付きのメソッドが見えないところで、あらゆる元のコレクションについて一度だけ `distance(from:to:)` の実装を選びます。
// misconception-ja: `count` のようなジェネリックなコードは 1 つずつ進むデフォルト実装のままなので、Collection のエクステンションで転送します。
// lesson: #where-the-forwarding-goes

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

// One conformance per extension, each with the condition under which it holds.
extension IndexedCollection: BidirectionalCollection where Base: BidirectionalCollection {
    func index(before i: Base.Index) -> Base.Index {
        base.index(before: i)
    }
}

extension IndexedCollection: RandomAccessCollection where Base: RandomAccessCollection {
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

extension Collection {
    /// This collection's elements, each paired with its index.
    ///
    ///     ["a", "b"].indexed()  // (index: 0, element: "a"), (index: 1, element: "b")
    func indexed() -> IndexedCollection<Self> {
        IndexedCollection(base: self)
    }
}
