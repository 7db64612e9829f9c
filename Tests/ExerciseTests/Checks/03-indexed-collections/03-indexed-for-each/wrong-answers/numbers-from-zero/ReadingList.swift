// wrong: shows the index itself, so the first book is numbered 0
// rejected-by: renders-numbered-rows, keeps-ids-when-a-book-is-added
// An index is a position for the program; people count from 1

import MiniUI

struct Book: Identifiable {
    let id: Int
    var title: String
}

struct ReadingList: View {
    let books: [Book]

    var body: some View {
        List {
            ForEach(books.indexed(), id: \.element.id) { index, book in
                HStack {
                    Text("\(index).")
                    Text(book.title)
                }
            }
        }
    }
}
