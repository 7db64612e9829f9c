// Goal: number the rows of a List with `ForEach(books.indexed(), id: \.element.id) { index, book in … }`,
// keeping each row identified by its book while the number comes from its position.
// Check it: swift run puzzles check 03.3
// Lesson: Lessons/03-indexed-collections/03-indexed-for-each/README.md

import MiniUI

struct Book: Identifiable {
    let id: Int
    var title: String
}

/// The books someone is reading, numbered in order: "1." Type Puzzles, "2." Lists and Rows.
struct ReadingList: View {
    let books: [Book]

    var body: some View {
        List {
            // TODO: Number the rows. Iterate over `books.indexed()`, keep identifying each row by its book's
            //       id, and make each row an HStack of two texts: the number ("1.", "2.", …) and the title.
            ForEach(books) { book in
                Text(book.title)
            }
        }
    }
}
