// wrong: makes indexed() build an array of pairs instead of returning the IndexedCollection
// rejected-by: accepts-any-collection, prints-indices-and-elements
// misconception: Building every pair up front does the whole base's work to read one pair, and returns an Array
// misconception: instead of a collection that shares the base's indices; make each pair when it is read.
// misconception-ja: 最初にすべての組を作ると、1 つの組を読むために元のコレクション全体の仕事をすることになり、元のインデックスを共有するコレクションではなく Array が返ります。
// misconception-ja: 組は読まれたときに作りましょう。
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
