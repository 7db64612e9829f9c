// wrong: silences the error by identifying rows by their index, ignoring the caller's id
// rejected-by: renders-numbered-finishers-and-groceries
// misconception: `\.index` or `data.indices` satisfies ForEach, but the rows are then identified by their position:
// misconception: the id the caller chose is never used.
// misconception-ja: `\.index` や `data.indices` を使えば ForEach は満足しますが、行は位置で識別され、呼び出し側が選んだ ID は一度も使われません。
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

    var body: some View {
        List {
            ForEach(data.indexed(), id: \.index) { index, element in
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
