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
            // ForEach needs a KeyPath<Loan, ID>; the caller gave a KeyPath<Book, ID>. Loan to Book, then
            // Book to ID: the two meet at Book.
            ForEach(loans, id: (\Loan.book).appending(path: bookID)) { loan in
                content(loan)
            }
        }
    }
}
