// wrong: hands the content the number (counting from 1) instead of the index
// rejected-by: renders-callers-numbers
// misconception: Callers read the parameter as an index counted from 0, as `enumerated()` does, and add one
// misconception: themselves: handing over the number makes the first row "2." and `index == 0` never true.
// misconception-ja: 呼び出し側はこの引数を `enumerated()` と同じく 0 から数えるインデックスとして読み、自分で 1 を足します。番号を渡すと最初の行が「2.」になり、
// misconception-ja: `index == 0` は決して成り立ちません。
// lesson: #which-index-to-hand-over

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
