// check: compiles
// `rows` gives labelled tuples for any element type, and `rowID` a key path from such a row to any
// Hashable or non-Hashable id, written out with its labelled root type; ForEach takes both, and its
// closure can name the tuple's two parts.
import MiniUI

@testable import Exercise02_6

@MainActor
func useRows(_ books: [Book]) {
    let bookRows: [(index: Int, element: Book)] = rows(books)
    let wordRows: [(index: Int, element: String)] = rows(["kiwi", "fig"])
    let position: Int = bookRows[0].index
    let title: String = bookRows[0].element.title

    let byISBN: KeyPath<(index: Int, element: Book), String> = rowID(\.isbn)
    let byID: KeyPath<(index: Int, element: Book), Int> = rowID(\Book.id)
    let byWord: KeyPath<(index: Int, element: String), String> = rowID(\.self)
    let byLength: KeyPath<(index: Int, element: String), Int> = rowID(\.count)

    let list = List {
        ForEach(rows(books), id: rowID(\.isbn)) { index, book in
            Text("\(index + 1). \(book.title)")
        }
    }

    _ = (wordRows, position, title, byISBN, byID, byWord, byLength, list)
}
