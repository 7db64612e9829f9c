// Goal: join two key paths whose types meet, `KeyPath<S, T>` then `KeyPath<T, U>`, with
// `appending(path:)`, and use one to identify a list's rows through a property of a property.
// Check it: swift run puzzles check 02.3
// Lesson: Lessons/02-key-paths/03-key-path-composition/README.md

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

// TODO: Write `compose(_:_:)` for key paths: given a `KeyPath<S, T>` and a `KeyPath<T, U>`, return the
//       `KeyPath<S, U>` that follows the first, then the second.
//
//           compose(\Loan.book, \Book.title)  // KeyPath<Loan, String>
