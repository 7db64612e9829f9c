// check: runs, preview
// Books sorted by title, by year (the two books of 2019 keep their order) and by page count (numbers as
// numbers: 96 comes before 148); a stored key path read through `getter`; a list sorted by year.
import MiniUI

@testable import Exercise02_4

let books = [
    Book(id: 1, title: "Type Puzzles", author: Author(name: "Aiko Mori"), year: 2021, pages: 212),
    Book(id: 2, title: "Lists and Rows", author: Author(name: "Ben Ortiz"), year: 2019, pages: 148),
    Book(id: 3, title: "Paths and Values", author: Author(name: "Chen Wu"), year: 2023, pages: 96),
    Book(id: 4, title: "Binding Basics", author: Author(name: "Dana Ruiz"), year: 2019, pages: 180),
]

print(books.sorted(by: \.title).map(\.id))
print(books.sorted(by: \.year).map(\.id))
print(books.sorted(by: \.pages).map(\.pages))

let authorName = \Book.author.name
print(books.map(getter(authorName)))

print(ViewHost(List(books.sorted(by: \.year)) { Text("\($0.year) \($0.title)") }).screen)

/* expected output:
[4, 2, 3, 1]
[2, 4, 1, 3]
[96, 148, 180, 212]
["Aiko Mori", "Ben Ortiz", "Chen Wu", "Dana Ruiz"]
List [style: .automatic, minRowHeight: 44]
  ForEach
    row id: 2 [separator: .automatic, insets: .automatic]
      Text("2019 Lists and Rows")
    row id: 4 [separator: .automatic, insets: .automatic]
      Text("2019 Binding Basics")
    row id: 1 [separator: .automatic, insets: .automatic]
      Text("2021 Type Puzzles")
    row id: 3 [separator: .automatic, insets: .automatic]
      Text("2023 Paths and Values")
*/
