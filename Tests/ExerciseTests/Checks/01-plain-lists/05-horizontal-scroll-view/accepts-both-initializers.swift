// check: compiles
// HorizontalScrollView has ForEach's two initializers: Identifiable elements need no key path, and then
// the id type is theirs (`HorizontalScrollView<[Book], Int, Text>`); anything else takes a key path to a
// Hashable id. Like ForEach it takes any random-access collection, and its closure is a view builder.
import MiniUI

@testable import Exercise01_5

struct Book: Identifiable {
    let id: Int
    let title: String
    var isNew = false
}

@MainActor
func useScrollViews(books: [Book]) {
    let covers: HorizontalScrollView<[Book], Int, Text> = HorizontalScrollView(books) { book in
        Text(book.title)
    }
    let newest = HorizontalScrollView(books.suffix(3)) { book in
        Text(book.title)
        if book.isNew {
            Text("New")
        }
    }
    let tags: HorizontalScrollView<[String], String, Text> = HorizontalScrollView(["swift", "ui"], id: \.self) {
        tag in
        Text("#\(tag)")
    }
    let byTitle: HorizontalScrollView<[Book], String, Text> = HorizontalScrollView(books, id: \.title) { book in
        Text(book.title)
    }
    let ratings = HorizontalScrollView(1...5, id: \.self) { stars in
        Text(String(repeating: "*", count: stars))
    }
    _ = (covers, newest, tags, byTitle, ratings)
}
