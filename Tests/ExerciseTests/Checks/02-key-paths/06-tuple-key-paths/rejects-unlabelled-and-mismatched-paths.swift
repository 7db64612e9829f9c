// check: rejects
// Labels are part of a tuple's type: a key path from `(Int, Book)` is not a key path from
// `(index: Int, element: Book)`. And a row id's key path must start at the row's element type.
@testable import Exercise02_6

func misuseRowKeyPaths() {
    // expected-error@+2 {{cannot assign value of type 'KeyPath<(index: Int, element: Book), Int>' to type 'KeyPath<(Int, Book), Int>'}}
    // expected-note@+1 {{arguments to generic parameter 'Root' ('(index: Int, element: Book)' and '(Int, Book)') are expected to be equal}}
    let unlabelled: KeyPath<(Int, Book), Int> = rowID(\Book.id)
    // The annotation fixes Element = String first, so the compiler blames the argument:
    // expected-error@+2 {{cannot convert value of type 'KeyPath<Book, Int>' to expected argument type 'KeyPath<String, Int>'}}
    // expected-note@+1 {{arguments to generic parameter 'Root' ('Book' and 'String') are expected to be equal}}
    let wrongElement: KeyPath<(index: Int, element: String), Int> = rowID(\Book.id)
    _ = (unlabelled, wrongElement)
}
