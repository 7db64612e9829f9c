// check: runs, preview
// Each row's id is what the caller's key path gives: the string itself for `\.self`, the ISBN for `\.isbn`.
// The list is still plain: plain style, no minimum row height, no separators, zero insets.
import MiniUI

@testable import Exercise01_2

struct Book {
    let isbn: String
    let title: String
}

let frameworks = PlainList(["SwiftUI", "SwiftData"], id: \.self) { name in
    Text(name)
}
print(ViewHost(frameworks).screen)

let books = [
    Book(isbn: "978-0-00-000001-1", title: "Generics in Practice"),
    Book(isbn: "978-0-00-000002-8", title: "Key Paths Explained"),
]
let shelf = PlainList(books, id: \.isbn) { book in
    Text(book.title)
}
print(ViewHost(shelf).screen)

/* expected output:
List [style: .plain, minRowHeight: 0]
  ForEach
    row id: "SwiftUI" [separator: .hidden, insets: EdgeInsets()]
      Text("SwiftUI")
    row id: "SwiftData" [separator: .hidden, insets: EdgeInsets()]
      Text("SwiftData")
List [style: .plain, minRowHeight: 0]
  ForEach
    row id: "978-0-00-000001-1" [separator: .hidden, insets: EdgeInsets()]
      Text("Generics in Practice")
    row id: "978-0-00-000002-8" [separator: .hidden, insets: EdgeInsets()]
      Text("Key Paths Explained")
*/
