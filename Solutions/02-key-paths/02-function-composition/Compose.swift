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

/// The function that applies `f`, then `g` to what `f` returned.
///
///     let authorName = compose(author(of:), name(of:))  // (Book) -> String
///
/// `f`'s output type is `g`'s input type, `T`: that shared parameter is what lets the two meet. With three
/// unrelated placeholders there is only one body that type-checks, `g(f(value))`.
func compose<S, T, U>(_ f: @escaping (S) -> T, _ g: @escaping (T) -> U) -> (S) -> U {
    // Both closures are stored in the returned one and outlive this call: hence `@escaping`.
    { value in g(f(value)) }
}

/// Three functions in a row: `f`, then `g`, then `h`.
///
///     let nameLength = compose(author(of:), name(of:), { $0.count })  // (Book) -> Int
func compose<S, T, U, V>(
    _ f: @escaping (S) -> T, _ g: @escaping (T) -> U, _ h: @escaping (U) -> V
) -> (S) -> V {
    compose(compose(f, g), h)
}
