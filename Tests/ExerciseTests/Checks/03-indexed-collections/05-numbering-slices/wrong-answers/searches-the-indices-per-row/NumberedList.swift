// wrong: numbers each row by searching a copy of the indices for its index
// rejected-by: steps-in-constant-time-per-row
// misconception: Walking from the start to a row's index, or searching the indices for it, takes a step per row
// misconception: before it, for every row: a list twice as long costs four times as much. Ask the collection for
// misconception: the distance from `startIndex`, one constant-time question for a random-access collection.
// misconception-ja: 先頭から行のインデックスまで歩いたり、インデックスの中から探したりすると、行ごとにその前の行の数だけ
// misconception-ja: 手間がかかり、2 倍の長さのリストには 4 倍の手間がかかります。コレクションに `startIndex` からの距離を
// misconception-ja: 尋ねましょう。ランダムアクセスのコレクションなら定数時間の問い合わせ 1 回で済みます。
// lesson: #count-steps-not-indices

import MiniUI

/// A list that numbers its rows, "1.", "2.", "3.", over any random-access collection:
///
///     NumberedList(stops) { stop in Text(stop.name) }                // an array
///     NumberedList(stops[3...]) { stop in Text(stop.name) }          // a slice: still 1., 2., …
///     NumberedList(stops.reversed()) { stop in Text(stop.name) }     // indices that are not Ints
///     NumberedList(lines, id: \.self) { line in Text(line) }
struct NumberedList<Data, ID, Content>: View where Data: RandomAccessCollection, ID: Hashable, Content: View {
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

    /// The number people read for the row at `index`. An index is a position, not a count: a slice's
    /// indices start where the slice starts, and a reversed collection's are not numbers at all. The
    /// distance from `startIndex` is a count, for any collection, and constant-time for random access.
    func number(at index: Data.Index) -> Int {
        // Finds the row's index among all the indices: right numbers, but a walk over the list for each row.
        (Array(data.indices).firstIndex(of: index) ?? 0) + 1
    }

    var body: some View {
        List {
            ForEach(data.indexed(), id: rowID) { index, element in
                HStack {
                    Text("\(number(at: index)).")
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
