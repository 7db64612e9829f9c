// Goal: join two key paths whose types meet, `KeyPath<S, T>` then `KeyPath<T, U>`, with
// `appending(path:)`, and use one to identify a list's rows through a property of a property.
// Check it: swift run puzzles check 02.3
// Lesson: Lessons/02-key-paths/03-key-path-composition/README.md

import MiniUI

/// A list of loans whose rows are identified by the book lent, through a key path into `Book`:
///
///     LoanList(loans, bookID: \.isbn) { loan in Text(loan.borrower) }
struct LoanList<ID: Hashable, Content: View>: View {
    let loans: [Loan]
    let bookID: KeyPath<Book, ID>
    let content: (Loan) -> Content

    init(_ loans: [Loan], bookID: KeyPath<Book, ID>, @ViewBuilder content: @escaping (Loan) -> Content) {
        self.loans = loans
        self.bookID = bookID
        self.content = content
    }

    var body: some View {
        List {
            // TODO: The rows must be identified by their book, through the caller's `bookID`, not by the
            //       borrower. Bring back the commented-out line in place of the one below it, read the
            //       compiler's complaint, and give ForEach the key path it asks for.
            // ForEach(loans, id: bookID) { loan in
            ForEach(loans, id: \.borrower) { loan in
                content(loan)
            }
        }
    }
}
