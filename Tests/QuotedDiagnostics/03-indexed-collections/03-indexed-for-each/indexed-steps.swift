// 03.3's lesson: ForEach over a recipe's indexed steps, without an id, then with the step's key path.
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

struct Step: Identifiable {
    var id: Int
    var text: String
}

struct Recipe: View {
    let steps: [Step]
    var body: some View {
        VStack {
            // expected-error@+2 {{type 'IndexedCollection<[Step]>.Element' (aka '(index: Int, element: Step)') cannot conform to 'Identifiable'}}
            // expected-note@+1 {{only concrete types such as structs, enums and classes can conform to protocols}}
            ForEach(IndexedCollection(base: steps)) { pair in Text(pair.element.text) }
        }
    }
}

struct Numbered: View {
    let steps: [Step]
    var body: some View {
        // expected-error@+1 {{value of tuple type 'IndexedCollection<[Step]>.Element' (aka '(index: Int, element: Step)') has no member 'id'}}
        let id: KeyPath<IndexedCollection<[Step]>.Element, Int> = \.id
        ForEach(IndexedCollection(base: steps), id: id) { pair in Text(pair.element.text) }
    }
}
