// wrong: silences the error with a forced cast, id as! KeyPath<IndexedCollection<Data>.Element, ID>
// rejected-by: renders-numbered-finishers-and-groceries
// misconception: `as!` does not convert anything, it only stops the compiler from checking: a path that starts at an
// misconception: element is never a path that starts at a pair, so the cast compiles and traps when the list is drawn.
// misconception-ja: `as!` は何も変換せず、コンパイラに確認をやめさせるだけです。要素から始まるキーパスが組から始まるキーパスになることはないので、キャストはコンパイルできても、
// misconception-ja: リストを描くときに止まります。
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

    var rowID: KeyPath<IndexedCollection<Data>.Element, ID> {
        id as! KeyPath<IndexedCollection<Data>.Element, ID>
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
