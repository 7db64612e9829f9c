// wrong: keeps the source article's Data.Index == Int and numbers each row index + 1
// rejected-by: numbers-slices-from-one, accepts-any-random-access-collection
// Right for arrays, which start at 0; a slice keeps its base's indices, so `books[3...]` is numbered "4.",
// "5.", and the range 10..<13 "11.", "12.", "13."; and a reversed view, whose indices are not Ints, is refused

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
