// wrong: counts positions from 0 as Int indices, like enumerated(), instead of using the base's indices
// rejected-by: prints-indices-and-elements, accepts-any-collection, rejects-for-each-until-random-access
// An Int offset is not an index: `titles[2...].indexed()` now reports 0 and 1 where the slice's indices are
// 2 and 3, a string's pairs carry Ints that cannot subscript the string, and with Int indices the
// collection claims random access even over a string, walking it from the start for every element

struct IndexedCollection<Base: Collection> {
    let base: Base
}

extension IndexedCollection: RandomAccessCollection {
    typealias Element = (index: Int, element: Base.Element)

    var startIndex: Int { 0 }
    var endIndex: Int { base.count }

    subscript(position: Int) -> Element {
        (index: position, element: base[base.index(base.startIndex, offsetBy: position)])
    }
}

extension Collection {
    func indexed() -> IndexedCollection<Self> {
        IndexedCollection(base: self)
    }
}
