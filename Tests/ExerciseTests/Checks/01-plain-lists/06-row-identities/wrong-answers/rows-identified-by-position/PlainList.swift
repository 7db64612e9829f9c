// wrong: computes the ids right but leaves ForEach identifying rows by position
// rejected-by: keeps-row-state-with-its-id
// misconception: Computing the right ids does not help if ForEach is handed positions: row state then stays at its
// misconception: position while the data moves; give ForEach the key path.
// misconception-ja: 正しい id を計算しても、ForEach に位置を渡していては意味がありません。行の状態はデータが動いても位置に残ります。
// misconception-ja: ForEach にキーパスを渡します。
// lesson: #why-this-matters-in-swiftui
// `rowIDs` and the duplicates are right, but the list itself still hands ForEach the offsets 0, 1, 2: reverse the
// photos and the likes stay at their positions, passing to whichever photo moved there.

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
            ForEach(Array(data.enumerated()), id: \.offset) { _, element in
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
