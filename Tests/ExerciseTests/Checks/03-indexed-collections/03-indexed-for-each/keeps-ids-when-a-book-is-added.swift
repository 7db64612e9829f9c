// check: runs
// Adding a book at the top renumbers every row, and each book keeps its id: the id follows the book, the
// number follows the position. (Identified by position, the row with id 0 would silently become another
// book, and any state it held would move to that book.)
import MiniUI

@testable import Exercise03_3

struct Shelf: View {
    @State private var books = [Book(id: 101, title: "Type Puzzles"), Book(id: 102, title: "Lists and Rows")]

    var body: some View {
        VStack {
            Button("Add") { books.insert(Book(id: 100, title: "Binding Basics"), at: 0) }
            ReadingList(books: books)
        }
    }
}

let host = ViewHost(Shelf())
host.tap("Add")
print(host.screen)

/* expected output:
VStack
  Button("Add")
  List [style: .automatic, minRowHeight: 44]
    ForEach
      row id: 100 [separator: .automatic, insets: .automatic]
        HStack
          Text("1.")
          Text("Binding Basics")
      row id: 101 [separator: .automatic, insets: .automatic]
        HStack
          Text("2.")
          Text("Type Puzzles")
      row id: 102 [separator: .automatic, insets: .automatic]
        HStack
          Text("3.")
          Text("Lists and Rows")
*/
