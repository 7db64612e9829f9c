// check: runs, preview
// `updating` returns a changed copy and leaves the original alone; `assign` changes the one shared
// instance, so another reference to the same list sees it.
@testable import Exercise02_5

let book = Book(id: 1, title: "Type Puzzles", author: Author(name: "Aiko Mori", born: 1984))
let renamed = updating(book, \.title, to: "Type Puzzles, 2nd ed.")
let credited = updating(renamed, \.author.name, to: "A. Mori")
print(book.summary)
print(renamed.summary)
print(credited.summary)

let list = ReadingList(owner: "Kai", name: "Spring", featured: book)
let sameList = list
assign("Summer", to: \.name, on: list)
assign("Lists and Rows", to: \.featured.title, on: list)
print(sameList.name, "-", sameList.featured.summary)

/* expected output:
Type Puzzles, by Aiko Mori
Type Puzzles, 2nd ed., by Aiko Mori
Type Puzzles, 2nd ed., by A. Mori
Summer - Lists and Rows, by Aiko Mori
*/
