// wrong: makes the caller pass a key path from the pair, KeyPath<IndexedCollection<Data>.Element, ID>
// rejected-by: accepts-both-initializers, rejects-paths-from-the-pair
// The error inside the body disappears because the problem moves to every caller: `NumberedList(strings,
// id: \.self)` now means the pair itself, which is not Hashable, and callers must know about `indexed()`
// and write `\.element.id`

import MiniUI

/// A list that numbers its rows, "1.", "2.", "3.", with ForEach's two initializers:
///
///     NumberedList(books) { book in Text(book.title) }          // Identifiable elements
///     NumberedList(titles, id: \.self) { title in Text(title) }  // an id key path
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
