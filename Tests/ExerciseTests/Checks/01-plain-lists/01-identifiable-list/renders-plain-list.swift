// check: runs, preview
// A PlainList renders as a List in the plain style with no minimum row height, and each row hides its
// separator and has zero insets. Rows are identified by the books' ids; the sold-out book's row is empty
// (the `if` in the closure built nothing), so it shows nothing.
import MiniUI

@testable import Exercise01_1

let books = [
    Book(id: 1, title: "The Swift Programming Language"),
    Book(id: 2, title: "Thinking in SwiftUI", isSoldOut: true),
    Book(id: 3, title: "Advanced Swift"),
]

let catalogue = PlainList(books) { book in
    if !book.isSoldOut {
        Text(book.title)
    }
}
print(ViewHost(catalogue).screen)

/* expected output:
List [style: .plain, minRowHeight: 0]
  ForEach
    row id: 1 [separator: .hidden, insets: EdgeInsets()]
      Text("The Swift Programming Language")
    row id: 3 [separator: .hidden, insets: EdgeInsets()]
      Text("Advanced Swift")
*/
