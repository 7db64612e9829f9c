// wrong: makes every pair when the collection is made, and keeps them in an array beside the base
// rejected-by: prints-indices-and-elements
// misconception: Making every pair when the collection is made does the whole base's work before anything is
// misconception: read: over a lazy map of a million numbers, a million elements are mapped to read one. Store only
// misconception: the base, and make a pair when its position is read.
// misconception-ja: コレクションを作るときにすべての組を作ると、何も読まないうちに元のコレクション全体の仕事をすることに
// misconception-ja: なります。100 万個の数の lazy な map なら、1 つ読むために 100 万個が変換されます。持つのは元の
// misconception-ja: コレクションだけにし、組はその位置が読まれたときに作ります。
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
