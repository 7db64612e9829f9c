// check: runs, preview
// A shelf scrolls sideways: a horizontal ScrollView without indicators, around a LazyHStack spaced by 16
// with 16 points of horizontal padding, and one view per element, identified by what the key path leads
// to. (This check uses only the key-path initializer, so it can pass before the other one is written.)
import MiniUI

@testable import Exercise01_5

struct Cover {
    let isbn: String
    let title: String
}

let covers = [
    Cover(isbn: "978-0-00-000001-1", title: "Generics in Practice"),
    Cover(isbn: "978-0-00-000002-8", title: "Key Paths Explained"),
]

print(ViewHost(HorizontalScrollView(covers, id: \.isbn) { Text($0.title) }).screen)

/* expected output:
ScrollView(.horizontal, showsIndicators: false)
  LazyHStack(spacing: 16).padding(.horizontal, 16)
    ForEach
      row id: "978-0-00-000001-1"
        Text("Generics in Practice")
      row id: "978-0-00-000002-8"
        Text("Key Paths Explained")
*/
