// 03.4's lesson: the caller's `id` passed as it is to a ForEach over `data.indexed()`.
import MiniUI

struct IndexedCollection<Base: RandomAccessCollection>: RandomAccessCollection {
    typealias Index = Base.Index
    typealias Element = (index: Base.Index, element: Base.Element)
    let base: Base
    var startIndex: Base.Index { base.startIndex }
    var endIndex: Base.Index { base.endIndex }
    func index(after i: Base.Index) -> Base.Index { base.index(after: i) }
    func index(before i: Base.Index) -> Base.Index { base.index(before: i) }
    subscript(position: Base.Index) -> Element { (index: position, element: base[position]) }
}

extension RandomAccessCollection {
    func indexed() -> IndexedCollection<Self> { IndexedCollection(base: self) }
}

struct NumberedList<Data: RandomAccessCollection, ID: Hashable, Content: View>: View where Data.Index == Int {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content
    var body: some View { Text("list") }

    func rows() -> ForEach<IndexedCollection<Data>, ID, Text> {
        // expected-error@+2 {{cannot convert value of type 'KeyPath<Data.Element, ID>' to expected argument type 'KeyPath<IndexedCollection<Data>.Element, ID>' (aka 'KeyPath<(index: Int, element: Data.Element), ID>')}}
        // expected-note@+1 {{arguments to generic parameter 'Root' ('Data.Element' and 'IndexedCollection<Data>.Element' (aka '(index: Int, element: Data.Element)')) are expected to be equal}}
        ForEach(data.indexed(), id: id) { pair in Text("\(pair.index + 1).") }
    }
}
