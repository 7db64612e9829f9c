// wrong: the subscript reads the base from its start until it reaches the position asked for
// rejected-by: prints-indices-and-elements
// misconception: A collection's subscript is expected to reach its element directly (Apple's `Collection` page asks
// misconception: for O(1) subscript access), but reading the base from its start up to the position reads every
// misconception: element before it: a lazy map runs once for each of them, and a loop over the pairs does quadratic
// misconception: work. The index is the base's own, so read `base` at that index, and nothing else.
// misconception-ja: コレクションの添字は要素へ直接たどり着くものです(Apple の `Collection` のページは添字アクセスを O(1)
// misconception-ja: と求めています)。元のコレクションを先頭からその位置まで読むと、手前の要素をすべて読むことになり、
// misconception-ja: 遅延評価の map はその数だけ走り、組を順に回すループは 2 乗の仕事をします。インデックスは元の
// misconception-ja: コレクション自身のものなので、そのインデックスで `base` を読み、それ以外は読みません。
// lesson: #lazy-pairs
// The indices and labels are right, and each pair is still made when it is read: only the way to it is long.

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
        var index = base.startIndex
        var elements = base.makeIterator()
        while let element = elements.next() {
            if index == position { return (index: index, element: element) }
            base.formIndex(after: &index)
        }
        preconditionFailure("no pair at this position")
    }
}

extension Collection {
    func indexed() -> IndexedCollection<Self> {
        IndexedCollection(base: self)
    }
}
