// wrong: asks only for a Sequence and copies it into an array for ForEach
// rejected-by: rejects-collections-without-random-access
// misconception: A Sequence may be consumed once or change its order between runs, and copying it hides the cost on
// misconception: every update; ask for a RandomAccessCollection, as ForEach does.
// misconception-ja: Sequence は一度しかたどれなかったり、実行のたびに順番が変わったりすることがあり、コピーすれば更新のたびの代償が隠れます。
// misconception-ja: ForEach と同じく RandomAccessCollection を求めます。
// lesson: #when-the-compiler-says-no
// More general than ForEach, it seems, but a set or a dictionary's values then list their rows in an order that may
// change from one run to the next, a lazy filter runs again on every update, and every update copies the whole
// collection.

import MiniUI

struct PlainList<Data, ID, Content>: View where Data: Sequence, ID: Hashable, Content: View {
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
