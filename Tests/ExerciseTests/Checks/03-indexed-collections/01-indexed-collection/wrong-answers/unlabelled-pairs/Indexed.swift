// wrong: makes each element an unlabelled pair, (Base.Index, Base.Element)
// rejected-by: accepts-any-collection, prints-indices-and-elements
// A for-in loop can still take the pair apart, but `\.index`, `\.element.title` and every type written
// with labels no longer match: labels are part of a tuple's type

struct IndexedCollection<Base: Collection> {
    let base: Base
}

extension IndexedCollection: Collection {
    typealias Index = Base.Index
    typealias Element = (Base.Index, Base.Element)

    var startIndex: Base.Index { base.startIndex }
    var endIndex: Base.Index { base.endIndex }

    func index(after i: Base.Index) -> Base.Index {
        base.index(after: i)
    }

    subscript(position: Base.Index) -> Element {
        (position, base[position])
    }
}

extension Collection {
    func indexed() -> IndexedCollection<Self> {
        IndexedCollection(base: self)
    }
}
