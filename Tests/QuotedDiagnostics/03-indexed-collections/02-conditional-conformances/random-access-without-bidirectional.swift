// 03.2's lesson: random access declared conditionally, the bidirectional step forgotten.
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

// expected-error@+4 {{conditional conformance of type 'IndexedCollection<Base>' to protocol 'RandomAccessCollection' does not imply conformance to inherited protocol 'BidirectionalCollection'}}
// expected-note@+3 {{did you mean to explicitly state the conformance with the same bounds using 'where Base: RandomAccessCollection'?}}
// expected-note@+2 {{did you mean to explicitly state the conformance with different bounds?}}
// expected-note@+1 {{did you mean to explicitly state the conformance with relaxed bounds using 'where Base: BidirectionalCollection'?}}
extension IndexedCollection: RandomAccessCollection where Base: RandomAccessCollection {
    func index(before i: Base.Index) -> Base.Index { base.index(before: i) }
}
