// 03.2's lesson: ForEach over the last step's plain IndexedCollection of an array.
// prints: note: where 'Data' = 'IndexedCollection<[Stop]>'
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

struct Stop {
    var name: String
}

struct Stops: View {
    let stops: [Stop]
    var body: some View {
        // expected-error@+1 {{generic struct 'ForEach' requires that 'IndexedCollection<[Stop]>' conform to 'RandomAccessCollection'}}
        ForEach(IndexedCollection(base: stops), id: \.index) { pair in Text(pair.element.name) }
    }
}
