// wrong: numbers the rows by offset, looping over Array(data.enumerated()) instead of data.indexed()
// rejected-by: uses-indexed-pairs
// misconception: Offsets number a slice right, but `enumerated()` pairs each element with an offset, not its index,
// misconception: and ForEach needs the pairs copied into an Array. In 03.3 to 03.5 the rows come from `indexed()`:
// misconception: each element with its own index, no copy; count the number from `startIndex`.
// misconception-ja: オフセットならスライスにも正しく番号が振れますが、`enumerated()` が要素と組にするのはインデックスでは
// misconception-ja: なくオフセットで、ForEach に渡すには組を Array にコピーする必要があります。03.3 から 03.5 では、行は
// misconception-ja: `indexed()` から作ります。各要素と自分のインデックスの組で、コピーは要りません。番号は `startIndex`
// misconception-ja: から数えます。
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

    var rowID: KeyPath<(offset: Int, element: Data.Element), ID> {
        (\(offset: Int, element: Data.Element).element).appending(path: id)
    }

    /// The number people read for the row at `index`. An index is a position, not a count: a slice's
    /// indices start where the slice starts, and a reversed collection's are not numbers at all. The
    /// distance from `startIndex` is a count, for any collection, and constant-time for random access.
    func number(at index: Data.Index) -> Int {
        data.distance(from: data.startIndex, to: index) + 1
    }

    var body: some View {
        List {
            ForEach(Array(data.enumerated()), id: rowID) { offset, element in
                HStack {
                    Text("\(offset + 1).")
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
