// wrong: labels the first argument data:
// rejected-by: accepts-any-random-access-collection
// misconception: SwiftUI never labels the data argument: callers write `PlainList(stops)` as they write
// misconception: `ForEach(stops)`. The compiler's fix-it, which inserts `data:` at each call, points the wrong way:
// misconception: the callers are right, and the fix belongs in the declaration, `_ data: Data` in every initializer
// misconception: that takes the data.
// misconception-ja: SwiftUI はデータの引数にラベルを付けず、呼び出し側は `ForEach(stops)` と同じように `PlainList(stops)`
// misconception-ja: と書きます。呼び出しごとに `data:` を挿入するというコンパイラの修正案は向きが逆です。正しいのは
// misconception-ja: 呼び出し側で、直すべきは宣言です。データを受け取るどのイニシャライザでも `_ data: Data` とします。
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
