// wrong: Shelf requires Hashable ids itself instead of Shelvable promising them
// rejected-by: rejects-non-hashable-id
// Leaves the associated type unconstrained and asks for Hashable only where Shelf needs it, so a type with a
// non-Hashable id still conforms, and other generic code cannot rely on Hashable ids

protocol Shelvable {
    associatedtype ID
    var id: ID { get }
}

struct Jar: Shelvable {
    let id: Int
    let contents: String
}
