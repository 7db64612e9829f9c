// 03.2's lesson: once the conformances are conditional, an indexed string and an indexed set are refused by name.
import MiniUI

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

// expected-note@+1 {{requirement from conditional conformance of 'IndexedCollection<Set<String>>' to 'BidirectionalCollection'}}
extension IndexedCollection: BidirectionalCollection where Base: BidirectionalCollection {
    func index(before i: Base.Index) -> Base.Index { base.index(before: i) }
}

// expected-note@+1 {{requirement from conditional conformance of 'IndexedCollection<String>' to 'RandomAccessCollection'}}
extension IndexedCollection: RandomAccessCollection where Base: RandomAccessCollection {}

struct Letters: View {
    let word: String
    var body: some View {
        // expected-error@+1 {{initializer 'init(_:id:rowContent:)' requires that 'String' conform to 'RandomAccessCollection'}}
        List(IndexedCollection(base: word), id: \.index) { (pair: (index: String.Index, element: Character)) in
            Text(String(pair.element))
        }
    }
}

let tags: Set<String> = ["new", "sale"]
// expected-error@+1 {{referencing property 'last' on 'IndexedCollection' requires that 'Set<String>' conform to 'BidirectionalCollection'}}
let last = IndexedCollection(base: tags).last
