struct Author {
    var name: String
}

struct Book: Identifiable {
    let id: Int
    var isbn: String
    var title: String
    var author: Author
}

/// A book lent to someone. A library lends each copy to one borrower at a time, so a loan can be
/// identified by its book.
struct Loan {
    var book: Book
    var borrower: String
}

/// The key path that follows `f`, then `g`: the key-path twin of composing two functions.
///
///     compose(\Loan.book, \Book.title)  // KeyPath<Loan, String>
///
/// `f`'s value type is `g`'s root type, `T`, so the two paths meet and the result runs from `S` to `U`.
func compose<S, T, U>(_ f: KeyPath<S, T>, _ g: KeyPath<T, U>) -> KeyPath<S, U> {
    f.appending(path: g)
}
