// wrong: types every function as (Any) -> Any instead of introducing generic parameters
// rejected-by: accepts-functions-that-meet, rejects-functions-that-do-not-meet
// A `(Book) -> Author` is not an `(Any) -> Any` (it cannot take just any value), so the named functions are
// refused, and whatever does compose hands back an `Any` the caller must cast

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

func compose(_ f: @escaping (Any) -> Any, _ g: @escaping (Any) -> Any) -> (Any) -> Any {
    { value in g(f(value)) }
}

func compose(
    _ f: @escaping (Any) -> Any, _ g: @escaping (Any) -> Any, _ h: @escaping (Any) -> Any
) -> (Any) -> Any {
    compose(compose(f, g), h)
}
