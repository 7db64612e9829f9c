// wrong: keeps Data.Index == Int and subtracts startIndex
// rejected-by: accepts-any-random-access-collection
// The slice trap is fixed, `books[3...]` is numbered from 1; but the arithmetic needs Int indices, so the
// constraint stays and a reversed view of the books still cannot be numbered

import MiniUI

/// A list that numbers its rows, "1.", "2.", "3.", over any random-access collection:
///
///     NumberedList(books) { book in Text(book.title) }              // an array
///     NumberedList(books[3...]) { book in Text(book.title) }        // a slice: still 1., 2., …
///     NumberedList(books.reversed()) { book in Text(book.title) }   // indices that are not Ints
///     NumberedList(titles, id: \.self) { title in Text(title) }
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
