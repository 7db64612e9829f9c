// wrong: makes the caller pass a key path from Loan, so no composition is needed inside
// rejected-by: accepts-key-paths-that-meet, renders-loans-by-book
// The error goes away by moving the work to every caller: `LoanList(loans, bookID: \.isbn)` no longer
// compiles, and callers must write `\.book.isbn` themselves

import MiniUI

struct LoanList<ID: Hashable, Content: View>: View {
    let loans: [Loan]
    let bookID: KeyPath<Loan, ID>
    let content: (Loan) -> Content

    init(_ loans: [Loan], bookID: KeyPath<Loan, ID>, @ViewBuilder content: @escaping (Loan) -> Content) {
        self.loans = loans
        self.bookID = bookID
        self.content = content
    }

    var body: some View {
        List {
            ForEach(loans, id: bookID) { loan in
                content(loan)
            }
        }
    }
}
