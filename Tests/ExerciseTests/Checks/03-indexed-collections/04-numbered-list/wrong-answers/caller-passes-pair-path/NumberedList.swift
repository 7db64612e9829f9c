// wrong: makes the caller pass a key path from the pair, KeyPath<IndexedCollection<Data>.Element, ID>
// rejected-by: accepts-both-initializers, rejects-paths-from-the-pair
// misconception: Changing the initializer to take a path from the pair makes the error vanish by handing it to every
// misconception: caller: each must know about `indexed()` and write `\.element.id`, and `id: \.self` now names the
// misconception: pair, which is not Hashable.
// misconception-ja: イニシャライザが組からのキーパスを受け取るように変えると、エラーは消えますが、それは問題をすべての呼び出し側に押し付けただけです。
// misconception-ja: 呼び出し側は `indexed()` を知って `\.element.id` と書かねばならず、
// misconception-ja: `id: \.self` は Hashable でない組そのものを指すようになります。
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
    let id: KeyPath<IndexedCollection<Data>.Element, ID>
    let content: (Data.Element) -> Content

    init(
        _ data: Data, id: KeyPath<IndexedCollection<Data>.Element, ID>,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.id = id
        self.content = content
    }

    var body: some View {
        List {
            ForEach(data.indexed(), id: id) { index, element in
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
        self.init(data, id: \.element.id, content: content)
    }
}
