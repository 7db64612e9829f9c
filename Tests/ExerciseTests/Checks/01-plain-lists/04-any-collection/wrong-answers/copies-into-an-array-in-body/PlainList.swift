// wrong: keeps the collection uncopied but hands ForEach a copy of it, `Array(data)`, in body
// rejected-by: uses-the-callers-collection-in-foreach
// misconception: Keeping `data` uncopied helps only if it reaches ForEach as it is; `Array(data)` in `body` copies
// misconception: every row each time the body is computed, and ForEach no longer sees the slice or range it was
// misconception: given. Data is already a RandomAccessCollection, so ForEach takes it directly.
// misconception-ja: `data` をコピーせずに保存しても、ForEach にそのまま渡さなければ意味がありません。body で
// misconception-ja: `Array(data)` とすると、body が再評価されるたびに全行がコピーされ、ForEach は渡されたスライスや範囲を
// misconception-ja: 見られなくなります。Data はすでに RandomAccessCollection なので、ForEach はそのまま受け取れます。
// lesson: #the-idea
// The list's type is right (`PlainList<ArraySlice<Stop>, Int, Text>`) and `data` is the slice itself, but the
// ForEach that `body` builds is a `ForEach<Array<Stop>, Int, …>`.

import MiniUI

struct PlainList<Data, ID, Content>: View where Data: RandomAccessCollection, ID: Hashable, Content: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    var body: some View {
        List {
            ForEach(Array(data), id: id) { element in
                content(element)
                    .listRowSeparator(.hidden)
                    .listRowInsets(.init())
            }
        }
        .listStyle(.plain)
        .environment(\.defaultMinListRowHeight, 0)
    }
}

extension PlainList where Data.Element: Identifiable, ID == Data.Element.ID {
    init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
