// check: runs, preview
// Each row shows its number, counted from 1, then its title, and is identified by its book's id (101,
// 102, 103), not by its position.
import MiniUI

@testable import Exercise03_3

let books = [
    Book(id: 101, title: "Type Puzzles"),
    Book(id: 102, title: "Lists and Rows"),
    Book(id: 103, title: "Paths and Values"),
]
print(ViewHost(ReadingList(books: books)).screen)

/* expected output:
List [style: .automatic, minRowHeight: 44]
  ForEach
    row id: 101 [separator: .automatic, insets: .automatic]
      HStack
        Text("1.")
        Text("Type Puzzles")
    row id: 102 [separator: .automatic, insets: .automatic]
      HStack
        Text("2.")
        Text("Lists and Rows")
    row id: 103 [separator: .automatic, insets: .automatic]
      HStack
        Text("3.")
        Text("Paths and Values")
*/
