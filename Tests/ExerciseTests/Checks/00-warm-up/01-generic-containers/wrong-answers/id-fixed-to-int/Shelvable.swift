// wrong: makes Shelf generic but leaves every id an Int
// rejected-by: accepts-any-shelvable-item
// Makes Shelf generic but leaves every id an Int, so an item identified by a String or by a struct of its own
// cannot be shelved

protocol Shelvable {
    var id: Int { get }
}

struct Jar: Shelvable {
    let id: Int
    let contents: String
}
