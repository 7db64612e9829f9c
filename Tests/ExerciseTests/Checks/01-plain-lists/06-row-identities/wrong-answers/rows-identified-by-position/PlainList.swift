// wrong: computes the ids right but leaves ForEach identifying rows by position
// rejected-by: keeps-row-state-with-its-id
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
