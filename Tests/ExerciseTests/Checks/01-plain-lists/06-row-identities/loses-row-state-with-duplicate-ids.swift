// check: runs
// Why SwiftUI warns: two rows with one id share one identity, and their state gets mixed up. Here two
// editions of a book share the id 2, each row counting its own likes. When the first edition is sold, the
// second takes over the id's first row, and with it the first edition's likes: its own are gone.
// (Your PlainList should print SwiftUI's warning first.)
import MiniUI

@testable import Exercise01_6

struct Book: Identifiable {
    let id: Int
    let title: String
}

struct LikeButton: View {
    let title: String
    @State private var likes = 0

    var body: some View {
        Button("\(title): \(likes)") { likes += 1 }
    }
}

struct Shelf: View {
    @State var books: [Book]

    var body: some View {
        PlainList(books) { book in
            LikeButton(title: book.title)
        }
        Button("Sell first") { books.removeFirst() }
    }
}

let books = [
    Book(id: 2, title: "Key Paths"),
    Book(id: 2, title: "Key Paths, 2nd edition"),
    Book(id: 1, title: "Generics"),
]
PlainList(books) { Text($0.title) }.duplicateIDWarnings.forEach { print($0) }

let host = ViewHost(Shelf(books: books))
host.tap("Key Paths: 0")
host.tap("Key Paths, 2nd edition: 0")
host.tap("Key Paths, 2nd edition: 1")
print("liked:     ", host.texts.dropLast())
host.tap("Sell first")
print("sold first:", host.texts.dropLast())

/* expected output:
PlainList<Array<Book>, Int, Text>: the ID 2 occurs multiple times within the collection, this will give undefined results!
liked:      ["Key Paths: 1", "Key Paths, 2nd edition: 2", "Generics: 0"]
sold first: ["Key Paths, 2nd edition: 1", "Generics: 0"]
*/
