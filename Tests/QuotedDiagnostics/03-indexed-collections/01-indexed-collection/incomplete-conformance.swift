// 03.1's lesson: the Collection conformance with only some of its four answers, without typealiases, as a first
// attempt has it (with `typealias Index = Base.Index`, the note names the type through it).
// prints: note: protocol requires function 'index(after:)' with type '(Base.Index) -> Base.Index'
struct IndexedCollection<Base: Collection> {
    let base: Base
}

// expected-error@+2 {{type 'IndexedCollection<Base>' does not conform to protocol 'Collection'}}
// expected-note@+1 {{add stubs for conformance}}
extension IndexedCollection: Collection {
    var startIndex: Base.Index { base.startIndex }
    var endIndex: Base.Index { base.endIndex }

    subscript(position: Base.Index) -> (index: Base.Index, element: Base.Element) {
        (index: position, element: base[position])
    }
}
