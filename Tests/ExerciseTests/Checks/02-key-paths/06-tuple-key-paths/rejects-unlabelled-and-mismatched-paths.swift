// check: rejects
// Labels are part of a tuple's type: a key path from `(Int, Guest)` is not a key path from
// `(index: Int, element: Guest)`. And a row id's key path must start at the row's element type.
@testable import Exercise02_6

func misuseRowKeyPaths() {
    // expected-error@+2 {{cannot assign value of type 'KeyPath<(index: Int, element: Guest), Int>' to type 'KeyPath<(Int, Guest), Int>'}}
    // expected-note@+1 {{arguments to generic parameter 'Root' ('(index: Int, element: Guest)' and '(Int, Guest)') are expected to be equal}}
    let unlabelled: KeyPath<(Int, Guest), Int> = rowID(\Guest.id)
    // The annotation fixes Element = String first, so the compiler blames the argument:
    // expected-error@+2 {{cannot convert value of type 'KeyPath<Guest, Int>' to expected argument type 'KeyPath<String, Int>'}}
    // expected-note@+1 {{arguments to generic parameter 'Root' ('Guest' and 'String') are expected to be equal}}
    let wrongElement: KeyPath<(index: Int, element: String), Int> = rowID(\Guest.id)
    _ = (unlabelled, wrongElement)
}
