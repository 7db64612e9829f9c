// check: runs, preview
// The key paths read the right properties, and each FieldRow shows its label and the value it reads.
import MiniUI

@testable import Exercise02_1

let book = Book(id: 1, title: "Type Puzzles", author: Author(name: "Aiko Mori", born: 1984), pages: 212)

print(book[keyPath: bookAuthor].name, book[keyPath: bookAuthorName], book[keyPath: bookPages])

let card = VStack(alignment: .leading) {
    FieldRow("Title", of: book, at: \.title)
    FieldRow("Author", of: book, at: bookAuthorName)
    FieldRow("Born", of: book.author, at: \.born)
    FieldRow("Pages", of: book, at: bookPages)
}
print(ViewHost(card).screen)

/* expected output:
Aiko Mori Aiko Mori 212
VStack(alignment: .leading)
  HStack
    Text("Title")
    Text("Type Puzzles")
  HStack
    Text("Author")
    Text("Aiko Mori")
  HStack
    Text("Born")
    Text("1984")
  HStack
    Text("Pages")
    Text("212")
*/
