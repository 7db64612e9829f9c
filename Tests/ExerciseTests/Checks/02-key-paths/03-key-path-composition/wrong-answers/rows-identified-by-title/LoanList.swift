// wrong: identifies rows by the book's title, ignoring the caller's key path
// rejected-by: renders-loans-by-book
// `\.book.title` is a KeyPath<Loan, String>, so ForEach accepts it, but it is not the id the caller chose:
// two copies of one title would collide, and `bookID` is never used

import MiniUI

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
            ForEach(loans, id: \.book.title) { loan in
                content(loan)
            }
        }
    }
}
