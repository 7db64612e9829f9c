// check: runs, preview
// `PlainList(books)` identifies each row by the book's `id`, exactly as `PlainList(books, id: \.id)` does;
// `PlainList(books, id: \.title)` identifies the same books by their titles. Both lists are plain.
// (Book is Hashable here, so a list that used the whole book as its id would compile, and show it.)
import MiniUI

@testable import Exercise01_3

struct Book: Identifiable, Hashable {
    let id: Int
    let title: String
}

let books = [Book(id: 1, title: "Generics in Practice"), Book(id: 2, title: "Key Paths Explained")]

print(ViewHost(PlainList(books) { Text($0.title) }).screen)
print(ViewHost(PlainList(books, id: \.title) { Text($0.title) }).screen)

/* expected output:
List [style: .plain, minRowHeight: 0]
  ForEach
    row id: 1 [separator: .hidden, insets: EdgeInsets()]
      Text("Generics in Practice")
    row id: 2 [separator: .hidden, insets: EdgeInsets()]
      Text("Key Paths Explained")
List [style: .plain, minRowHeight: 0]
  ForEach
    row id: "Generics in Practice" [separator: .hidden, insets: EdgeInsets()]
      Text("Generics in Practice")
    row id: "Key Paths Explained" [separator: .hidden, insets: EdgeInsets()]
      Text("Key Paths Explained")
*/
