// wrong: keeps Data.Index == Int and subtracts startIndex
// rejected-by: accepts-any-random-access-collection
// misconception: Numbering that works on slices still needs Int indices while `Data.Index == Int` stays, so a
// misconception: reversed view cannot be numbered however each number is worked out; drop the constraint and ask
// misconception: the collection for the distance from `startIndex`.
// misconception-ja: スライスで正しく番号を振れても、`Data.Index == Int` が残るかぎり Int のインデックスが必要なので、番号の
// misconception-ja: 求め方によらず逆順のビューには番号を振れません。制約を外し、`startIndex` からの距離をコレクションに尋ねましょう。
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
                    Text("\(index - data.startIndex + 1).")
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
