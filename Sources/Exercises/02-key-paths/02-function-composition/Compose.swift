// Goal: compose two functions whose types meet in the middle, `(S) -> T` then `(T) -> U`, into one
// `(S) -> U`, for any three types: the function-shaped twin of appending key paths.
// Check it: swift run puzzles check 02.2
// Lesson: Lessons/02-key-paths/02-function-composition/README.md

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
// TODO: This only composes a Book-to-Author function with an Author-to-String one. Make it generic over
//       three types, S, T and U, so that it composes any `(S) -> T` with any `(T) -> U`.
func compose(_ f: @escaping (Book) -> Author, _ g: @escaping (Author) -> String) -> (Book) -> String {
    { book in g(f(book)) }
}

// TODO: Add a second `compose` that takes three functions, `(S) -> T`, `(T) -> U` and `(U) -> V`, and
//       returns `(S) -> V`. Build it from the two-function one.
