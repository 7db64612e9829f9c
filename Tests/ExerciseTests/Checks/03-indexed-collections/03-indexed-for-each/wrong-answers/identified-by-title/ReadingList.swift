// wrong: identifies each row by its title
// rejected-by: renders-numbered-rows, keeps-ids-when-a-book-is-added
// A title is Hashable but not an identity: two editions of one title would collide, and renaming a book
// would make SwiftUI treat it as a new row

import MiniUI

struct Book: Identifiable {
    let id: Int
    var title: String
}

struct ReadingList: View {
    let books: [Book]

    var body: some View {
        List {
            ForEach(books.indexed(), id: \.element.title) { index, book in
                HStack {
                    Text("\(index + 1).")
                    Text(book.title)
                }
            }
        }
    }
}
