// check: rejects
// Callers describe ids in terms of their own elements. The pairs of `indexed()` are NumberedList's
// business: a caller who tries to reach into them is refused, because a Book has no `element`.
import MiniUI

@testable import Exercise03_4

struct Book: Identifiable {
    let id: Int
    var title: String
}

@MainActor
func reachIntoThePair(_ books: [Book]) {
    // expected-error@+1 {{value of type 'Book' has no member 'element'}}
    _ = NumberedList(books, id: \.element.id) { book in
        Text(book.title)
    }
}
