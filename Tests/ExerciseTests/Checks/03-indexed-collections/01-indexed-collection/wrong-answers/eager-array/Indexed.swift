// wrong: makes indexed() build an array of pairs instead of returning the IndexedCollection
// rejected-by: accepts-any-collection, prints-indices-and-elements
// misconception: Making every pair up front, into an array that `indexed()` returns or one the collection keeps,
// misconception: does the whole base's work before one pair is read: over a lazy map of a million numbers, a million
// misconception: are mapped. Keep only the base, and make a pair when its position is read.
// misconception-ja: `indexed()` が返す配列にでも、コレクションが持つ配列にでも、すべての組を前もって作ると、1 つの組を
// misconception-ja: 読む前に元のコレクション全体の仕事をすることになります。100 万個の数の lazy な map なら、100 万個が
// misconception-ja: 変換されます。持つのは元のコレクションだけにし、組はその位置が読まれたときに作ります。
// lesson: #lazy-pairs

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

extension Collection {
    func indexed() -> [(index: Index, element: Element)] {
        indices.map { (index: $0, element: self[$0]) }
    }
}
