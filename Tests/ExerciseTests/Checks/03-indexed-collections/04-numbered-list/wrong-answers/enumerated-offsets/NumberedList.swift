// wrong: loops over Array(data.enumerated()) instead of data.indexed()
// rejected-by: draws-a-slice-through-indexed-pairs
// misconception: `enumerated()` pairs each element with an offset counted from 0, not with its index, and ForEach
// misconception: needs the pairs copied into an Array; for an array the two agree, for a slice they do not. In
// misconception: 03.3 to 03.5 the rows come from `indexed()`: each element with its own index, no copy.
// misconception-ja: `enumerated()` が要素と組にするのは 0 から数えたオフセットで、インデックスではありません。しかも
// misconception-ja: ForEach に渡すには組を Array にコピーする必要があります。配列なら両者は一致しますが、スライスでは
// misconception-ja: 一致しません。03.3 から 03.5 では、行は `indexed()` から作ります。各要素と自分のインデックスの組で、
// misconception-ja: コピーは要りません。
// lesson: #ways-out-that-are-not

import MiniUI

/// A list that numbers its rows, "1.", "2.", "3.", with ForEach's two initializers:
///
///     NumberedList(finishers) { runner in Text(runner.name) }      // Identifiable elements
///     NumberedList(groceries, id: \.self) { item in Text(item) }   // an id key path
///
/// `Data.Index == Int` lets the body write `index + 1`; the next step shows what that costs.
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

    /// The caller's id, reached from a pair: pair to element, then element to id. The two paths meet at
    /// `Data.Element`, so they compose, as `(S) -> T` and `(T) -> U` do.
    var rowID: KeyPath<(offset: Int, element: Data.Element), ID> {
        (\(offset: Int, element: Data.Element).element).appending(path: id)
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
