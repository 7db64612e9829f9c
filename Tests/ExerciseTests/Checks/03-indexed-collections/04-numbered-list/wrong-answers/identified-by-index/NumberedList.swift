// wrong: silences the error by identifying rows by their index, ignoring the caller's id
// rejected-by: renders-numbered-books-and-strings
// `\.index` is a key path from the pair, so ForEach is satisfied; but the caller's `id` is stored and never
// used, and every row's identity becomes its position

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
