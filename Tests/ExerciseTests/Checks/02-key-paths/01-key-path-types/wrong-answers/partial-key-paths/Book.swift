// wrong: types each constant as PartialKeyPath<Root>, which keeps the root but forgets the value
// rejected-by: accepts-typed-key-paths, rejects-mismatched-key-paths
// `PartialKeyPath<Book>` knows where the path starts, not what it leads to: reading through it gives an
// `Any`, and a book's author name can be read into an Int variable without a compile-time complaint

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

var bookAuthor: PartialKeyPath<Book> { \Book.author }
var authorName: PartialKeyPath<Author> { \Author.name }
var bookAuthorName: PartialKeyPath<Book> { \Book.author.name }
var bookPages: PartialKeyPath<Book> { \Book.pages }
