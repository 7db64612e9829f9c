// check: runs
// State inside a row belongs to the row's id, not to its position. Each book's row counts its own likes
// in a @State; when the books are reordered or one is sold, the likes stay with their book. (Identified by
// position, the likes would stay where they were and pass to whichever book moved there.)
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
        Button("Reverse") { books.reverse() }
        Button("Sell first") { books.removeFirst() }
    }
}

let books = [
    Book(id: 1, title: "Generics"),
    Book(id: 2, title: "Key Paths"),
    Book(id: 3, title: "Result Builders"),
]
let host = ViewHost(Shelf(books: books))
host.tap("Generics: 0")
host.tap("Generics: 1")
print("liked twice:", host.texts.dropLast(2))
host.tap("Reverse")
print("reversed:   ", host.texts.dropLast(2))
host.tap("Sell first")
print("sold first: ", host.texts.dropLast(2))

/* expected output:
liked twice: ["Generics: 2", "Key Paths: 0", "Result Builders: 0"]
reversed:    ["Result Builders: 0", "Key Paths: 0", "Generics: 2"]
sold first:  ["Key Paths: 0", "Generics: 2"]
*/
