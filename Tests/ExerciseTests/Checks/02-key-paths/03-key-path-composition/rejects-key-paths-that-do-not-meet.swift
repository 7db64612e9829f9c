// check: rejects
// Two key paths compose only when the first one's value is the second one's root: after `\Loan.book`
// comes a path that starts at a `Book`, never one that starts at a `Loan` again or at an `Author`.
@testable import Exercise02_3

func composeWhatDoesNotMeet() {
    // expected-error@+2 {{cannot convert value of type 'KeyPath<Loan, String>' to expected argument type 'KeyPath<Book, String>'}}
    // expected-note@+1 {{arguments to generic parameter 'Root' ('Loan' and 'Book') are expected to be equal}}
    let twiceFromLoan = compose(\Loan.book, \Loan.borrower)
    // expected-error@+2 {{cannot convert value of type 'KeyPath<Author, String>' to expected argument type 'KeyPath<Book, String>'}}
    // expected-note@+1 {{arguments to generic parameter 'Root' ('Author' and 'Book') are expected to be equal}}
    let skipsAStep = compose(\Loan.book, \Author.name)
    _ = (twiceFromLoan, skipsAStep)
}
