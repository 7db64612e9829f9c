// wrong: hands the content the index but still draws its own number in front of each row
// rejected-by: renders-callers-numbers
// misconception: Once the caller receives the index, the numbers are the caller's to draw: a list that still draws
// misconception: its own shows every number twice.
// misconception-ja: 呼び出し側がインデックスを受け取るようになったら、番号を描くのは呼び出し側です。リストが自分でも番号を描くと、どの番号も 2 回表示されます。
// lesson: #why-this-matters-in-swiftui

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
                HStack {
                    Text("\(data.distance(from: data.startIndex, to: index) + 1).")
                    content(data.distance(from: data.startIndex, to: index), element)
                }
            }
        }
    }
}

extension NumberedList where Data.Element: Identifiable, ID == Data.Element.ID {
    init(_ data: Data, @ViewBuilder content: @escaping (_ index: Int, _ element: Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
