// wrong: uses two generic parameters, so the second function must return what it takes
// rejected-by: accepts-functions-that-meet
// With only S and T, the second function is `(T) -> T`: composing Book-to-Author with Author-to-String,
// or String-to-String with String-to-Int, no longer type-checks

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

func compose<S, T>(_ f: @escaping (S) -> T, _ g: @escaping (T) -> T) -> (S) -> T {
    { value in g(f(value)) }
}

func compose<S, T>(_ f: @escaping (S) -> T, _ g: @escaping (T) -> T, _ h: @escaping (T) -> T) -> (S) -> T {
    compose(compose(f, g), h)
}
