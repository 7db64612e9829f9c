// check: compiles
// `FieldRow` works for any root and any value: a String title, an Int page count, a name two steps
// away, a row over an `Author`. It takes a key path literal or a stored key path, and its `value` and
// `path` keep their types.
@testable import Exercise02_1

@MainActor
func makeRows(_ book: Book) {
    let title: FieldRow<Book, String> = FieldRow("Title", of: book, at: \.title)
    let pages: FieldRow<Book, Int> = FieldRow("Pages", of: book, at: \.pages)
    let author = FieldRow("Author", of: book, at: bookAuthorName)
    let born = FieldRow("Born", of: book.author, at: \.born)

    let count: Int = pages.value
    let year: Int = born.value
    let path: KeyPath<Book, String> = author.path

    _ = (title, count, year, path)
}
