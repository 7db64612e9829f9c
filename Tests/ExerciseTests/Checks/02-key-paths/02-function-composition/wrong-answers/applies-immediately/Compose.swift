// wrong: avoids @escaping by taking the value and applying both functions at once
// rejected-by: accepts-functions-that-meet, prints-composed-results
// The compiler's "escaping closure captures non-escaping parameter" goes away, but so does the
// composition: this returns a result, not a function that can be stored, passed on or composed again

struct Author {
    var name: String
}

struct Book {
    var title: String
    var author: Author
}

func author(of book: Book) -> Author {
    book.author
}

func name(of author: Author) -> String {
    author.name
}

func compose<S, T, U>(_ f: (S) -> T, _ g: (T) -> U, _ value: S) -> U {
    g(f(value))
}

func compose<S, T, U, V>(_ f: (S) -> T, _ g: (T) -> U, _ h: (U) -> V, _ value: S) -> V {
    h(g(f(value)))
}
