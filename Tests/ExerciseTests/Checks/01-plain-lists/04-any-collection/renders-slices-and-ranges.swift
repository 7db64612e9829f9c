// check: runs, preview
// A slice keeps its elements' ids (books 2 and 3), a range of numbers identified by `\.self` gives one row
// per number, and a reversed array lists the same rows backwards. Every list is plain.
import MiniUI

@testable import Exercise01_4

struct Book: Identifiable {
    let id: Int
    let title: String
}

let books = [
    Book(id: 1, title: "Generics in Practice"),
    Book(id: 2, title: "Key Paths Explained"),
    Book(id: 3, title: "Result Builders"),
]

print(ViewHost(PlainList(books[1...]) { Text($0.title) }).screen)
print(ViewHost(PlainList(1...2, id: \.self) { Text("Chapter \($0)") }).screen)
print(ViewHost(PlainList(books.reversed()) { Text($0.title) }).screen)

/* expected output:
List [style: .plain, minRowHeight: 0]
  ForEach
    row id: 2 [separator: .hidden, insets: EdgeInsets()]
      Text("Key Paths Explained")
    row id: 3 [separator: .hidden, insets: EdgeInsets()]
      Text("Result Builders")
List [style: .plain, minRowHeight: 0]
  ForEach
    row id: 1 [separator: .hidden, insets: EdgeInsets()]
      Text("Chapter 1")
    row id: 2 [separator: .hidden, insets: EdgeInsets()]
      Text("Chapter 2")
List [style: .plain, minRowHeight: 0]
  ForEach
    row id: 3 [separator: .hidden, insets: EdgeInsets()]
      Text("Result Builders")
    row id: 2 [separator: .hidden, insets: EdgeInsets()]
      Text("Key Paths Explained")
    row id: 1 [separator: .hidden, insets: EdgeInsets()]
      Text("Generics in Practice")
*/
