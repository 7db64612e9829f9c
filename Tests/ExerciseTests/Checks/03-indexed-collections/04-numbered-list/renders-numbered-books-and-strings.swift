// check: runs, preview
// Two numbered lists side by side: books identified by their own ids (7 and 9), strings by themselves.
// Each row is "N." then the caller's content.
import MiniUI

@testable import Exercise03_4

struct Book: Identifiable {
    let id: Int
    var title: String
}

let books = [Book(id: 7, title: "Type Puzzles"), Book(id: 9, title: "Lists and Rows")]
let strings = ["SwiftUI", "Observation"]

let screen = HStack(alignment: .top) {
    NumberedList(books) { book in
        Text(book.title)
    }
    NumberedList(strings, id: \.self) { string in
        Text(string)
    }
}
print(ViewHost(screen).screen)

/* expected output:
HStack(alignment: .top)
  List [style: .automatic, minRowHeight: 44]
    ForEach
      row id: 7 [separator: .automatic, insets: .automatic]
        HStack
          Text("1.")
          Text("Type Puzzles")
      row id: 9 [separator: .automatic, insets: .automatic]
        HStack
          Text("2.")
          Text("Lists and Rows")
  List [style: .automatic, minRowHeight: 44]
    ForEach
      row id: "SwiftUI" [separator: .automatic, insets: .automatic]
        HStack
          Text("1.")
          Text("SwiftUI")
      row id: "Observation" [separator: .automatic, insets: .automatic]
        HStack
          Text("2.")
          Text("Observation")
*/
