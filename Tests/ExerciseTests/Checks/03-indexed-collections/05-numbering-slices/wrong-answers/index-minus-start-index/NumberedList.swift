// wrong: keeps Data.Index == Int and subtracts startIndex
// rejected-by: accepts-any-random-access-collection
// misconception: Subtracting `startIndex` fixes slices but still needs Int indices, so the constraint stays and a
// misconception: reversed view cannot be numbered; ask the collection for the distance instead.
// misconception-ja: `startIndex` を引けばスライスは直りますが、Int のインデックスが必要なままなので制約が残り、逆順のビューには番号を振れません。
// misconception-ja: 代わりにコレクションに距離を尋ねましょう。
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
