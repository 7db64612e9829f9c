// 03.2's lesson: `index(before:)` in a conformance without a `where` clause.
struct IndexedCollection<Base: Collection> {
    let base: Base
}

extension IndexedCollection: Collection {
    typealias Index = Base.Index
    typealias Element = (index: Base.Index, element: Base.Element)

    var startIndex: Base.Index { base.startIndex }
    var endIndex: Base.Index { base.endIndex }
    func index(after i: Base.Index) -> Base.Index { base.index(after: i) }
    subscript(position: Base.Index) -> Element { (index: position, element: base[position]) }
}

extension IndexedCollection: BidirectionalCollection {
    func index(before i: Base.Index) -> Base.Index {
        // expected-error@+1 {{incorrect argument label in call (have 'before:', expected 'after:')}}
        base.index(before: i)
    }
}
