// check: runs, preview
// The caller draws the numbers: a slice starting at index 3 is numbered from 1 by the caller's
// `index + 1`, the list adds nothing of its own, and a caller may use the index differently (a label for
// the first row only). Rows keep the books' ids.
import MiniUI

@testable import Exercise03_6

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

let numbered = NumberedList(books[3...]) { index, book in
    HStack {
        Text("\(index + 1).")
        Text(book.title)
    }
}
print(ViewHost(numbered).screen)

let picks = NumberedList(["Swift", "SwiftUI", "Observation"], id: \.self) { index, name in
    if index == 0 {
        Text("Top pick:")
    }
    Text(name)
}
print(ViewHost(picks).texts)

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
["Top pick:", "Swift", "SwiftUI", "Observation"]
*/
