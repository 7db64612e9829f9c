// wrong: drops @ViewBuilder from the initializers' content parameters
// rejected-by: accepts-index-and-element, renders-callers-numbers
// misconception: `@ViewBuilder` on the stored property does not reach the caller's closure: what the caller writes is
// misconception: checked against the initializer's parameter, so the attribute belongs there, on both initializers.
// misconception-ja: 格納プロパティに付けた `@ViewBuilder` は呼び出し側のクロージャに届きません。呼び出し側が書いたものはイニシャライザの引数に照らして検査されるので、
// misconception-ja: 属性は両方のイニシャライザの引数に付けます。
// lesson: #the-builder-belongs-on-the-parameter

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
