// check: runs
// `HorizontalScrollView(books)` identifies each view by the book's `id`, so it builds the same screen as
// `HorizontalScrollView(books, id: \.id)`. (Book is Hashable here, so a scroller that used the whole book
// as its id would compile, and show it.)
import MiniUI

@testable import Exercise01_5

struct Book: Identifiable, Hashable {
    let id: Int
    let title: String
}

let books = [Book(id: 7, title: "Generics in Practice"), Book(id: 9, title: "Key Paths Explained")]

let identified = ViewHost(HorizontalScrollView(books) { Text($0.title) }).screen
let byKeyPath = ViewHost(HorizontalScrollView(books, id: \.id) { Text($0.title) }).screen
print(identified)
print("same as id: \\.id:", identified == byKeyPath)

/* expected output:
ScrollView(.horizontal, showsIndicators: false)
  LazyHStack(spacing: 16).padding(.horizontal, 16)
    ForEach
      row id: 7
        Text("Generics in Practice")
      row id: 9
        Text("Key Paths Explained")
same as id: \.id: true
*/
