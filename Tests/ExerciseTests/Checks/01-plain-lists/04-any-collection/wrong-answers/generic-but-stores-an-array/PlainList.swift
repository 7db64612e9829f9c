// wrong: is generic over the collection but stores a copy of it in an array
// rejected-by: accepts-any-random-access-collection
// misconception: The type says `PlainList<ArraySlice<Stop>, …>`, but the list keeps an array copy: a range of
// misconception: a million numbers becomes a million-element array. Store the collection itself, typed `Data`.
// misconception-ja: 型は `PlainList<ArraySlice<Stop>, …>` と名乗っていても、リストが持っているのは配列のコピーです。
// misconception-ja: 100 万個の数の範囲は 100 万要素の配列になります。コレクションそのものを `Data` 型のまま保存します。
// lesson: #the-idea
// Every usage compiles and renders the same; only the stored property gives the copy away.

import MiniUI

struct PlainList<Data, ID, Content>: View where Data: RandomAccessCollection, ID: Hashable, Content: View {
    let data: [Data.Element]
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = Array(data)
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

/// For Identifiable elements the key path need not be written, as with `ForEach(stops)`:
///
///     PlainList(stops[1...]) { stop in
///         Text(stop.name)
///     }
///
/// The same two constraints as before, said of `Data.Element`: it is Identifiable, and the list's `ID` is
/// its id type.
extension PlainList where Data.Element: Identifiable, ID == Data.Element.ID {
    init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
