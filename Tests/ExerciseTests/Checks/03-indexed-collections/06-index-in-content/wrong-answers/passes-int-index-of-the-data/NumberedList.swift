// wrong: brings back Data.Index == Int and hands the content the raw index
// rejected-by: accepts-index-and-element, renders-callers-numbers
// misconception: Handing over the raw index with `Data.Index == Int` brings the slice trap back into every caller's
// misconception: code: a slice starting at 3 is numbered from 4, and a reversed view is refused.
// misconception-ja: `Data.Index == Int` にして生のインデックスを渡すと、スライスの罠がすべての呼び出し側のコードに戻ってきます。3 から始まるスライスは 4 から番号が振られ、
// misconception-ja: 逆順のビューは拒否されます。
// lesson: #which-index-to-hand-over

import MiniUI

struct NumberedList<Data, ID, Content>: View
where Data: RandomAccessCollection, Data.Index == Int, ID: Hashable, Content: View {
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
