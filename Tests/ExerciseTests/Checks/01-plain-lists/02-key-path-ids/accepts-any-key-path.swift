// check: compiles
// PlainList takes any items with a key path to a Hashable id: strings identified by themselves (`\.self`),
// books by their ISBN or by a nested property, numbers, items that are neither Identifiable nor Hashable.
// The id's type is a generic parameter, inferred from the key path: `PlainList<String, String, Text>`.
import MiniUI

@testable import Exercise01_2

struct Author {
    let name: String
}

/// Neither Identifiable nor Hashable: only the key paths below make its rows identifiable.
struct Book {
    let isbn: String
    let title: String
    let author: Author
    let pages: Int
}

@MainActor
func usePlainLists(books: [Book]) {
    let names: PlainList<String, String, Text> = PlainList(["SwiftUI", "Combine"], id: \.self) { name in
        Text(name)
    }
    let byISBN: PlainList<Book, String, Text> = PlainList(books, id: \.isbn) { book in
        Text(book.title)
    }
    let byAuthor = PlainList(books, id: \.author.name) { book in
        Text(book.author.name)
        if book.pages > 500 {
            Text("A long read")
        }
    }
    let numbers: PlainList<Int, Int, Text> = PlainList([1, 2, 3], id: \.self) { number in
        Text("\(number)")
    }
    _ = (names, byISBN, byAuthor, numbers)
}
