// 03.1's lesson: ForEach over an indexed string, which is a Collection and not a RandomAccessCollection.
// prints: note: where 'Data' = 'IndexedCollection<String>'
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

struct Letters: View {
    let word: String
    var body: some View {
        // expected-error@+1 {{generic struct 'ForEach' requires that 'IndexedCollection<String>' conform to 'RandomAccessCollection'}}
        ForEach(IndexedCollection(base: word), id: \.index) { pair in Text(String(pair.element)) }
    }
}
