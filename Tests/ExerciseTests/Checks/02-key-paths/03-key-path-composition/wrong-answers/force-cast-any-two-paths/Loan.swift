// wrong: accepts any two key paths and force-casts the erased result
// rejected-by: rejects-key-paths-that-do-not-meet
// Four unrelated placeholders let any two paths in, and `as!` makes the result look typed: paths that meet
// work, paths that do not compile just as well, then crash when the cast finds nil

struct Author {
    var name: String
}

struct Book: Identifiable {
    let id: Int
    var isbn: String
    var title: String
    var author: Author
}

struct Loan {
    var book: Book
    var borrower: String
}

func compose<A, B, C, D>(_ f: KeyPath<A, B>, _ g: KeyPath<C, D>) -> KeyPath<A, D> {
    (f as AnyKeyPath).appending(path: g) as! KeyPath<A, D>
}
