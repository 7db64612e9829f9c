// wrong: declares both conformances in one extension, under the random-access condition
// rejected-by: accepts-for-each-and-bidirectional-bases
// misconception: Moving back needs only a bidirectional base: putting the bidirectional conformance under the
// misconception: random-access condition (in one extension with both, or in one of its own) takes `last` and
// misconception: `reversed()` away from a string, which is bidirectional without being random-access.
// misconception-ja: 後ろへ動くのに必要なのは、元のコレクションが双方向であることだけです。双方向への準拠をランダムアクセスの条件の下に置くと
// misconception-ja: (両方を 1 つのエクステンションに書いても、別々に書いても)、ランダムアクセスではないが双方向である
// misconception-ja: 文字列から `last` や `reversed()` が奪われます。
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

extension IndexedCollection: BidirectionalCollection, RandomAccessCollection where Base: RandomAccessCollection {
    func index(before i: Base.Index) -> Base.Index {
        base.index(before: i)
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
