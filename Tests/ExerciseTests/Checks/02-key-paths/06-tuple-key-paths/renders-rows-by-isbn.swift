// check: runs, preview
// Rows count from 0; a row id composed from `\.element` and the caller's path reads the book's ISBN (and
// is the same key path as the one written in one piece); a list of rows is identified by ISBN.
import MiniUI

@testable import Exercise02_6

let books = [
    Book(id: 7, isbn: "4-0001", title: "Type Puzzles"),
    Book(id: 9, isbn: "4-0002", title: "Lists and Rows"),
]

let bookRows = rows(books)
print(bookRows.map(\.index), bookRows.map(\.element.title))
print(bookRows.map { $0[keyPath: rowID(\.isbn)] })
print(rowID(\Book.isbn) == \(index: Int, element: Book).element.isbn)
print(rows(["kiwi"]).map { $0[keyPath: rowID(\.count)] })

let list = List {
    ForEach(rows(books), id: rowID(\.isbn)) { index, book in
        Text("\(index + 1). \(book.title)")
    }
}
print(ViewHost(list).screen)

/* expected output:
[0, 1] ["Type Puzzles", "Lists and Rows"]
["4-0001", "4-0002"]
true
[4]
List [style: .automatic, minRowHeight: 44]
  ForEach
    row id: "4-0001" [separator: .automatic, insets: .automatic]
      Text("1. Type Puzzles")
    row id: "4-0002" [separator: .automatic, insets: .automatic]
      Text("2. Lists and Rows")
*/
