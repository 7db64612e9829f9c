// wrong: wraps arrays only, IndexedCollection<Element> over [Element]
// rejected-by: accepts-any-collection, prints-indices-and-elements
// Arrays work, but a slice, a string, a set or a lazy map has no `indexed()`: none of them is an Array,
// and all of them are Collections

struct IndexedCollection<Wrapped> {
    let base: [Wrapped]
}

extension IndexedCollection: Collection {
    typealias Index = Int
    typealias Element = (index: Int, element: Wrapped)

    var startIndex: Int { base.startIndex }
    var endIndex: Int { base.endIndex }

    func index(after i: Int) -> Int {
        base.index(after: i)
    }

    subscript(position: Int) -> Element {
        (index: position, element: base[position])
    }
}

extension Array {
    func indexed() -> IndexedCollection<Element> {
        IndexedCollection(base: self)
    }
}
