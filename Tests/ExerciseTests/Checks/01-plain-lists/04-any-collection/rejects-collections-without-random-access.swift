// check: rejects
// Like ForEach, PlainList asks for random access, and says so where the list is made: a String, a set,
// a dictionary's values and a lazily filtered array are collections that cannot jump to their n-th
// element without walking to it, so they are refused rather than silently copied.
import MiniUI

@testable import Exercise01_4

struct Book: Identifiable, Hashable {
    let id: Int
    let title: String
}

@MainActor
func useOtherCollections(books: [Book], shelves: [String: Book]) {
    // expected-error@+1 {{requires that 'String' conform to 'RandomAccessCollection'}}
    _ = PlainList("SwiftUI", id: \.self) { (letter: Character) in
        Text(String(letter))
    }
    // expected-error@+1 {{requires that 'Set<Book>' conform to 'RandomAccessCollection'}}
    _ = PlainList(Set(books)) { (book: Book) in
        Text(book.title)
    }
    // expected-error@+1 {{requires that 'Dictionary<String, Book>.Values' conform to 'RandomAccessCollection'}}
    _ = PlainList(shelves.values) { (book: Book) in
        Text(book.title)
    }
    let short = books.lazy.filter { $0.title.count < 20 }
    // expected-error@+1 {{conform to 'RandomAccessCollection'}}
    _ = PlainList(short) { (book: Book) in
        Text(book.title)
    }
}
