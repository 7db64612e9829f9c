// wrong: copies the collection into an Array and numbers the copy's indices, instead of data.indexed()
// rejected-by: uses-indexed-pairs
// misconception: A copy's indices start at zero, so `index + 1` numbers any collection, slices and reversed
// misconception: views too: but the rows are built from a new array on every `body`, and the indices are the
// misconception: copy's, not the caller's. In 03.3 to 03.5 the rows come from `data.indexed()` itself, nothing
// misconception: copied; count each number from `startIndex`.
// misconception-ja: コピーのインデックスはゼロから始まるので、`index + 1` でスライスでも逆順のビューでも番号が振れる、
// misconception-ja: という考えです。しかし行は `body` のたびに作る新しい配列からでき、インデックスも呼び出し側のもの
// misconception-ja: ではなくコピーのものです。03.3 から 03.5 では、行は `data.indexed()` そのものから作り、何も
// misconception-ja: コピーしません。番号は `startIndex` から数えます。
// lesson: #your-task

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

    var rowID: KeyPath<IndexedCollection<[Data.Element]>.Element, ID> {
        (\IndexedCollection<[Data.Element]>.Element.element).appending(path: id)
    }

    /// The number people read for the row at `index` of the copy, which counts from zero.
    func number(at index: Int) -> Int {
        index + 1
    }

    var body: some View {
        List {
            ForEach([Data.Element](data).indexed(), id: rowID) { index, element in
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
