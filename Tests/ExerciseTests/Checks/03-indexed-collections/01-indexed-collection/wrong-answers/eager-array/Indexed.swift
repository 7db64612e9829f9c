// wrong: makes indexed() build an array of pairs instead of returning the IndexedCollection
// rejected-by: accepts-any-collection, prints-indices-and-elements
// The pairs are right, but they are all made at once, up front: a million-element lazy map is mapped a
// million times to read one pair, and the result is an Array rather than an IndexedCollection<Base>

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
