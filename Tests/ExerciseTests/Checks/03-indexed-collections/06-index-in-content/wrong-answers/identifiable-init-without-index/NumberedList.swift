// wrong: changes the key-path initializer only; the Identifiable one still takes (Element) -> Content
// rejected-by: accepts-index-and-element, renders-callers-numbers
// misconception: The Identifiable initializer is a separate declaration in its own extension: changing the key-path
// misconception: initializer leaves it taking `(Data.Element) -> Content`, so change all three declarations together.
// misconception-ja: Identifiable 用のイニシャライザは、自分のエクステンションの中にある別の宣言です。キーパスのイニシャライザを変えても、
// misconception-ja: こちらは `(Data.Element) -> Content` のままなので、3 つの宣言をそろって変えます。
// lesson: #three-declarations-that-agree

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
                content(data.distance(from: data.startIndex, to: index), element)
            }
        }
    }
}

extension NumberedList where Data.Element: Identifiable, ID == Data.Element.ID {
    init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: { _, element in content(element) })
    }
}
