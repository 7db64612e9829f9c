// check: rejects
// Typed key paths let the compiler catch mistakes: a path to a name gives a String, never an Int, and a
// path that starts at `Author` cannot read a `Book` (the compiler takes the path's root as the truth and
// blames the book).
@testable import Exercise02_1

@MainActor
func misuseKeyPaths(_ book: Book) {
    // expected-error@+1 {{cannot convert value of type 'String' to specified type 'Int'}}
    let count: Int = book[keyPath: bookAuthorName]
    // expected-error@+1 {{cannot convert value of type 'Book' to expected argument type 'Author'}}
    let row = FieldRow("Name", of: book, at: authorName)
    _ = (count, row)
}
