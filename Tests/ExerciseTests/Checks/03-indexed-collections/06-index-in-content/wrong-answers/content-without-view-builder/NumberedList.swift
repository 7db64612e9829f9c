// wrong: drops @ViewBuilder from the initializers' content parameters
// rejected-by: accepts-index-and-element, renders-callers-numbers
// A closure with a single view still works, but one with two views or an `if` (a label above the first row)
// no longer builds: without the attribute, the closure is an ordinary function that must return one value

import MiniUI

struct NumberedList<Data, ID, Content>: View where Data: RandomAccessCollection, ID: Hashable, Content: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Int, Data.Element) -> Content

    init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        content: @escaping (_ index: Int, _ element: Data.Element) -> Content
    ) {
        self.data = data
        self.id = id
        self.content = content
    }

    var rowID: KeyPath<IndexedCollection<Data>.Element, ID> {
        (\IndexedCollection<Data>.Element.element).appending(path: id)
    }

    var body: some View {
        List {
            ForEach(data.indexed(), id: rowID) { index, element in
                content(data.distance(from: data.startIndex, to: index), element)
            }
        }
    }
}

extension NumberedList where Data.Element: Identifiable, ID == Data.Element.ID {
    init(_ data: Data, content: @escaping (_ index: Int, _ element: Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
