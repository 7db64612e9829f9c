// check: compiles
// `Row(item)` works for any Identifiable item and takes the item's own id type (Int for one, String for
// another), with no type written out; `Row(item, id:)` still works for any item at all.
@testable import Exercise00_2

struct Book: Identifiable {
    let id: Int
    let title: String
}

struct Song: Identifiable {
    let id: String
    let title: String
}

func useRows() {
    let book = Book(id: 7, title: "Generics")
    let song = Song(id: "a-1", title: "Opaque")

    let bookID: Int = Row(book).id
    let songID: String = Row(song).id
    let spelledOut = Row<Book, Int>(book)
    let byTitle: Row<Book, String> = Row(book, id: { $0.title })
    let word = Row("swift", id: { $0 })
    let length: Row<String, Int> = Row("swift", id: { $0.count })

    _ = (bookID, songID, spelledOut, byTitle, word, length)
}
