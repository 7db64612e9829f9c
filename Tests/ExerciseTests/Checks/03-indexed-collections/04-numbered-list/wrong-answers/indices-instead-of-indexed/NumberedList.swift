// wrong: iterates over data.indices and subscripts the data, identified by index
// rejected-by: renders-numbered-books-and-strings
// No pairs, so no key path to compose; but the rows are identified by position, the caller's `id` goes
// unused, and `data[index]` is read inside the row, after the data may have changed

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
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    var body: some View {
        List {
            ForEach(data.indices, id: \.self) { index in
                HStack {
                    Text("\(index + 1).")
                    content(data[index])
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
