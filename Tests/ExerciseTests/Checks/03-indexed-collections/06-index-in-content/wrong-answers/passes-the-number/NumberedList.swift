// wrong: hands the content the number (counting from 1) instead of the index
// rejected-by: renders-callers-numbers
// Called `index` by every caller and used as `index + 1`, it numbers the first row "2."; and the first row is
// no longer `index == 0`

import MiniUI

struct NumberedList<Data, ID, Content>: View where Data: RandomAccessCollection, ID: Hashable, Content: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Int, Data.Element) -> Content

    init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder content: @escaping (_ index: Int, _ element: Data.Element) -> Content
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
                content(data.distance(from: data.startIndex, to: index) + 1, element)
            }
        }
    }
}

extension NumberedList where Data.Element: Identifiable, ID == Data.Element.ID {
    init(_ data: Data, @ViewBuilder content: @escaping (_ index: Int, _ element: Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
