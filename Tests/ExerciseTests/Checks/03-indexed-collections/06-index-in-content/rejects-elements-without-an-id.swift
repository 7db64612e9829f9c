// check: rejects
// The two initializers keep ForEach's contract: without an id key path the elements must be
// Identifiable, and an id key path must lead to something Hashable.
import MiniUI

@testable import Exercise03_6

struct Author {
    var name: String
}

struct Book: Identifiable {
    let id: Int
    var title: String
    var author: Author
}

@MainActor
func listsWithoutIDs(_ authors: [Author], _ books: [Book]) {
    // expected-error@+1 {{requires that 'Author' conform to 'Identifiable'}}
    _ = NumberedList(authors) { index, author in
        Text(author.name)
    }
    // expected-error@+1 {{requires that 'Author' conform to 'Hashable'}}
    _ = NumberedList(books, id: \.author) { index, book in
        Text(book.title)
    }
}
