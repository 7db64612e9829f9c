// wrong: labels the first argument data:
// rejected-by: accepts-any-random-access-collection
// misconception: SwiftUI never labels the data argument; keep `_ data:` so callers write `PlainList(stops)` as they
// misconception: write `ForEach(stops)`.
// misconception-ja: SwiftUI はデータの引数にラベルを付けません。`_ data:` のままにすれば、`ForEach(stops)`
// misconception-ja: と同じように `PlainList(stops)` と書けます。
// lesson: #the-idea
// The collection is generic, but callers must write `PlainList(data: stops)`, where ForEach, List and every SwiftUI
// container take their data unlabelled: `PlainList(stops)` fails with "missing argument label 'data:' in call".

import MiniUI

struct PlainList<Data, ID, Content>: View where Data: RandomAccessCollection, ID: Hashable, Content: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    init(data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    var body: some View {
        List {
            ForEach(data, id: id) { element in
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
    init(data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: \.id, content: content)
    }
}
