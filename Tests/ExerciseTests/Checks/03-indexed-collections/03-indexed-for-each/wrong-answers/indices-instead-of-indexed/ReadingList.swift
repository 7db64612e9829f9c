// wrong: iterates over books.indices with id: \.self and subscripts the array
// rejected-by: renders-numbered-rows, keeps-ids-when-a-book-is-added
// The numbers are right, but the rows are identified by position, and the closure reads `books[index]`,
// which would crash if the array shrank before the row was drawn

import MiniUI

struct Book: Identifiable {
    let id: Int
    var title: String
}

struct ReadingList: View {
    let books: [Book]

    var body: some View {
        List {
            ForEach(books.indices, id: \.self) { index in
                HStack {
                    Text("\(index + 1).")
                    Text(books[index].title)
                }
            }
        }
    }
}
