struct Author {
    var name: String
    let born: Int
}

struct Book: Identifiable {
    let id: Int
    var title: String
    var author: Author
    var pages: Int
}

// Each type reads "from a Root, to a Value". The literals themselves are inferred as the more capable
// WritableKeyPath (or KeyPath, for a `let`); both convert to the read-only KeyPath written here.
// (Computed, not `let`: a global `let` must be Sendable in Swift 6, and the key path classes are not.)
var bookAuthor: KeyPath<Book, Author> { \Book.author }
var authorName: KeyPath<Author, String> { \Author.name }
var bookAuthorName: KeyPath<Book, String> { \Book.author.name }
var bookPages: KeyPath<Book, Int> { \Book.pages }
