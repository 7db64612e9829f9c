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
            // Each element is a pair, (index: Int, element: Book): the id is the book's, one step into the
            // pair, and the closure takes the pair apart. The number is for people; the id is for SwiftUI.
            ForEach(books.indexed(), id: \.element.id) { index, book in
                HStack {
                    Text("\(index + 1).")
                    Text(book.title)
                }
            }
        }
    }
}
