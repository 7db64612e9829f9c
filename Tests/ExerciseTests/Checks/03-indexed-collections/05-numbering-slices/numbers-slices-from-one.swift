// check: runs, preview
// Every list starts at "1.": the slice books[3...] (whose indices are 3 and 4), the range 10..<13 (whose
// indices are 10, 11, 12) and a reversed view of the array (whose indices are not numbers). Ids stay the books' own.
import MiniUI

@testable import Exercise03_5

struct Book: Identifiable {
    let id: Int
    var title: String
}

let books = [
    Book(id: 1, title: "Type Puzzles"),
    Book(id: 2, title: "Lists and Rows"),
    Book(id: 3, title: "Paths and Values"),
    Book(id: 4, title: "Binding Basics"),
    Book(id: 5, title: "Observation"),
]

let host = ViewHost(NumberedList(books[3...]) { Text($0.title) })
print(host.screen)
print(ViewHost(NumberedList(10..<13, id: \.self) { Text("Chapter \($0)") }).texts)
let newestFirst: ReversedCollection<[Book]> = books.reversed()
print(ViewHost(NumberedList(newestFirst) { Text($0.title) }).texts)

/* expected output:
List [style: .automatic, minRowHeight: 44]
  ForEach
    row id: 4 [separator: .automatic, insets: .automatic]
      HStack
        Text("1.")
        Text("Binding Basics")
    row id: 5 [separator: .automatic, insets: .automatic]
      HStack
        Text("2.")
        Text("Observation")
["1.", "Chapter 10", "2.", "Chapter 11", "3.", "Chapter 12"]
["1.", "Observation", "2.", "Binding Basics", "3.", "Paths and Values", "4.", "Lists and Rows", "5.", "Type Puzzles"]
*/
