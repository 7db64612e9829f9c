// check: compiles
// Each key path keeps its types: reading a book's author through `bookAuthor` gives an `Author`, not an
// `Any?`, and each constant is a `KeyPath<Root, Value>` with the root and value it names.
@testable import Exercise02_1

func readThroughKeyPaths(_ book: Book) {
    let author: Author = book[keyPath: bookAuthor]
    let name: String = author[keyPath: authorName]
    let sameName: String = book[keyPath: bookAuthorName]
    let pages: Int = book[keyPath: bookPages]

    let fromBook: KeyPath<Book, Author> = bookAuthor
    let fromAuthor: KeyPath<Author, String> = authorName
    let twoSteps: KeyPath<Book, String> = bookAuthorName
    let count: KeyPath<Book, Int> = bookPages

    _ = (name, sameName, pages, fromBook, fromAuthor, twoSteps, count)
}
