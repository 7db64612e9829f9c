// wrong: composes type-erased key paths, AnyKeyPath to AnyKeyPath?
// rejected-by: accepts-key-paths-that-meet, rejects-key-paths-that-do-not-meet
// AnyKeyPath's `appending(path:)` checks at run time whether the paths meet and returns nil when they do
// not: nothing is caught at compile time, and every caller has to unwrap and cast the result

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

func compose(_ f: AnyKeyPath, _ g: AnyKeyPath) -> AnyKeyPath? {
    f.appending(path: g)
}
