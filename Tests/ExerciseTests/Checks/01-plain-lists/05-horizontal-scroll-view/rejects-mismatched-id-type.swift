// check: rejects
// With the same-type requirement on the initializer, a mistake is caught where the view is made: books
// whose ids are Ints cannot make a scroller whose ids are Strings, and elements that are not Identifiable
// need a key path.
import MiniUI

@testable import Exercise01_5

struct Book: Identifiable {
    let id: Int
    let title: String
}

@MainActor
func misuse(books: [Book]) {
    // expected-error@+1 {{requires the types 'String' and 'Int' be equivalent}}
    let byName: HorizontalScrollView<[Book], String, Text> = HorizontalScrollView(books) { (book: Book) in
        Text(book.title)
    }
    // expected-error@+1 {{requires that 'String' conform to 'Identifiable'}}
    let tags = HorizontalScrollView(["swift", "ui"]) { (tag: String) in
        Text(tag)
    }
    _ = (byName, tags)
}
