// check: runs, preview
// A composed key path reads through both steps, and LoanList's rows carry the ids of the books lent,
// read through whichever key path the caller chose.
import MiniUI

@testable import Exercise02_3

let typePuzzles = Book(id: 7, isbn: "4-0001", title: "Type Puzzles", author: Author(name: "Aiko Mori"))
let listsAndRows = Book(id: 9, isbn: "4-0002", title: "Lists and Rows", author: Author(name: "Ben Ortiz"))
let loans = [Loan(book: typePuzzles, borrower: "Kai"), Loan(book: listsAndRows, borrower: "Noa")]

let authorName = compose(compose(\Loan.book, \Book.author), \Author.name)
print(loans.map { $0[keyPath: authorName] })

print(ViewHost(LoanList(loans, bookID: \.isbn) { loan in Text("\(loan.book.title): \(loan.borrower)") }).screen)
print(ViewHost(LoanList(loans, bookID: \.id) { loan in Text(loan.borrower) }).screen)

/* expected output:
["Aiko Mori", "Ben Ortiz"]
List [style: .automatic, minRowHeight: 44]
  ForEach
    row id: "4-0001" [separator: .automatic, insets: .automatic]
      Text("Type Puzzles: Kai")
    row id: "4-0002" [separator: .automatic, insets: .automatic]
      Text("Lists and Rows: Noa")
List [style: .automatic, minRowHeight: 44]
  ForEach
    row id: 7 [separator: .automatic, insets: .automatic]
      Text("Kai")
    row id: 9 [separator: .automatic, insets: .automatic]
      Text("Noa")
*/
