// wrong: identifies each row by its index instead of its book
// rejected-by: renders-numbered-rows, keeps-ids-when-a-book-is-added
// `\.index` is Hashable, so ForEach accepts it, and the first screen even looks right apart from the ids;
// but when a book is added at the top, row 0 becomes a different book, and SwiftUI would move whatever
// state and animation belonged to the old book onto the new one

import MiniUI

struct Book: Identifiable {
    let id: Int
    var title: String
}

struct ReadingList: View {
    let books: [Book]

    var body: some View {
        List {
            ForEach(books.indexed(), id: \.index) { index, book in
                HStack {
                    Text("\(index + 1).")
                    Text(book.title)
                }
            }
        }
    }
}
