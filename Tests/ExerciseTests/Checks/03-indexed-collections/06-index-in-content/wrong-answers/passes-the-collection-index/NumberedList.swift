// wrong: hands the content the collection's own index, Data.Index
// rejected-by: accepts-index-and-element, renders-callers-numbers
// misconception: The collection's own index is a position, not a number: for a reversed view it is not even an Int,
// misconception: so hand over the row's distance from the start instead.
// misconception-ja: コレクション自身のインデックスは位置であって番号ではなく、逆順のビューではそもそも Int でさえありません。代わりに、行の先頭からの距離を渡しましょう。
// lesson: #which-index-to-hand-over

import MiniUI

struct NumberedList<Data, ID, Content>: View where Data: RandomAccessCollection, ID: Hashable, Content: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Index, Data.Element) -> Content

    init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder content: @escaping (_ index: Data.Index, _ element: Data.Element) -> Content
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
                content(index, element)
            }
        }
    }
}

extension NumberedList where Data.Element: Identifiable, ID == Data.Element.ID {
    init(_ data: Data, @ViewBuilder content: @escaping (_ index: Data.Index, _ element: Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
