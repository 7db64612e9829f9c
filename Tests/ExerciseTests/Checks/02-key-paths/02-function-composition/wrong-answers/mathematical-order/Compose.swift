// wrong: takes the functions in mathematical order, compose(g, f) for "g after f"
// rejected-by: accepts-functions-that-meet, prints-composed-results
// Mathematics writes g ∘ f for "f, then g", and this signature follows it: the second argument runs first.
// It type-checks, but `compose(author(of:), name(of:))` no longer does, and where both orders type-check
// (two Int functions) the result silently changes

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

func compose<S, T, U>(_ g: @escaping (T) -> U, _ f: @escaping (S) -> T) -> (S) -> U {
    { value in g(f(value)) }
}

func compose<S, T, U, V>(
    _ h: @escaping (U) -> V, _ g: @escaping (T) -> U, _ f: @escaping (S) -> T
) -> (S) -> V {
    compose(h, compose(g, f))
}
