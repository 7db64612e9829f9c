// wrong: asks only for a Sequence and copies it into an array for ForEach
// rejected-by: rejects-collections-without-random-access
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
