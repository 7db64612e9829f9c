// wrong: numbers each row by its distance from startIndex, without adding one
// rejected-by: numbers-slices-from-one
// The distance is the right idea and works for every collection, but it is an offset: the first row is
// 0 steps from the start, and people count it as "1."

import MiniUI

/// A list that numbers its rows, "1.", "2.", "3.", over any random-access collection:
///
///     NumberedList(books) { book in Text(book.title) }              // an array
///     NumberedList(books[3...]) { book in Text(book.title) }        // a slice: still 1., 2., …
///     NumberedList(books.reversed()) { book in Text(book.title) }   // indices that are not Ints
///     NumberedList(titles, id: \.self) { title in Text(title) }
struct NumberedList<Data, ID, Content>: View where Data: RandomAccessCollection, ID: Hashable, Content: View {
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
                    Text("\(data.distance(from: data.startIndex, to: index)).")
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
