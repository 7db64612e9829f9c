// wrong: keeps the source article's Data.Index == Int and numbers each row index + 1
// rejected-by: numbers-slices-from-one, accepts-any-random-access-collection, tells-a-slice-from-its-base
// misconception: A slice keeps its base's indices, so its first index is not 0 and `index + 1` is not the row's
// misconception: number; count steps from `startIndex` instead.
// misconception-ja: スライスは元のコレクションのインデックスをそのまま持つので、最初のインデックスは 0 とは限らず、`index + 1` は行の番号になりません。
// misconception-ja: 代わりに `startIndex` から歩数を数えましょう。
// lesson: #count-steps-not-indices

import MiniUI

/// A list that numbers its rows, "1.", "2.", "3.", over any random-access collection:
///
///     NumberedList(stops) { stop in Text(stop.name) }                // an array
///     NumberedList(stops[3...]) { stop in Text(stop.name) }          // a slice: still 1., 2., …
///     NumberedList(stops.reversed()) { stop in Text(stop.name) }     // indices that are not Ints
///     NumberedList(lines, id: \.self) { line in Text(line) }
struct NumberedList<Data, ID, Content>: View
where Data: RandomAccessCollection, Data.Index == Int, ID: Hashable, Content: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
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
                    Text("\(index + 1).")
                    content(element)
                }
            }
        }
    }
}

extension NumberedList where Data.Element: Identifiable, ID == Data.Element.ID {
    init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
