// check: compiles
// `compose` joins any two key paths whose types meet, `KeyPath<S, T>` and `KeyPath<T, U>`, literals or
// stored ones, into a `KeyPath<S, U>`; composed paths compose again. `LoanList` takes a key path into
// `Book` of any Hashable type.
import MiniUI

@testable import Exercise02_3

@MainActor
func useComposition(_ loans: [Loan]) {
    let loanTitle: KeyPath<Loan, String> = compose(\Loan.book, \Book.title)
    let toBook: KeyPath<Loan, Book> = \.book
    let toAuthor: KeyPath<Book, Author> = \.author
    let bookAuthor: KeyPath<Loan, Author> = compose(toBook, toAuthor)
    let authorName: KeyPath<Loan, String> = compose(bookAuthor, \Author.name)
    let nameLength: KeyPath<Loan, Int> = compose(authorName, \.count)

    let byISBN = LoanList(loans, bookID: \.isbn) { loan in Text(loan.borrower) }
    let byID: LoanList<Int, Text> = LoanList(loans, bookID: \.id) { loan in Text(loan.book.title) }

    _ = (loanTitle, nameLength, byISBN, byID)
}
