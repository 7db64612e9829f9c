// wrong: makes every pair when the collection is made, and keeps them in an array beside the base
// rejected-by: prints-indices-and-elements
// misconception: Making every pair up front, into an array that `indexed()` returns or one the collection keeps,
// misconception: does the whole base's work before one pair is read: over a lazy map of a million numbers, a million
// misconception: are mapped. Keep only the base, and make a pair when its position is read.
// misconception-ja: `indexed()` が返す配列にでも、コレクションが持つ配列にでも、すべての組を前もって作ると、1 つの組を
// misconception-ja: 読む前に元のコレクション全体の仕事をすることになります。100 万個の数の lazy な map なら、100 万個が
// misconception-ja: 変換されます。持つのは元のコレクションだけにし、組はその位置が読まれたときに作ります。
// lesson: #lazy-pairs
// The indices are the base's own, and the labels are right; only the pairs are all made up front.

struct IndexedCollection<Base: Collection> {
    let base: Base
    let pairs: [(index: Base.Index, element: Base.Element)]

    init(base: Base) {
        self.base = base
        pairs = base.indices.map { (index: $0, element: base[$0]) }
    }
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
        pairs[base.distance(from: base.startIndex, to: position)]
    }
}

extension Collection {
    func indexed() -> IndexedCollection<Self> {
        IndexedCollection(base: self)
    }
}
