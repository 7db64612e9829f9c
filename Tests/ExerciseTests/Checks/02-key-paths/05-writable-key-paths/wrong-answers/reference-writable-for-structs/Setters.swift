// wrong: uses ReferenceWritableKeyPath for updating as well
// rejected-by: accepts-writable-paths
// A ReferenceWritableKeyPath only exists when a class instance is on the way; a path into a struct such as
// `\Book.title` is a WritableKeyPath, so `updating(book, \.title, to: …)` no longer compiles

struct Author {
    var name: String
    let born: Int
}

struct Book: Identifiable {
    let id: Int
    var title: String
    var author: Author

    var summary: String { "\(title), by \(author.name)" }
}

/// A reading list that several screens share: a class, so every holder sees the same instance.
final class ReadingList {
    let owner: String
    var name: String
    var featured: Book

    init(owner: String, name: String, featured: Book) {
        self.owner = owner
        self.name = name
        self.featured = featured
    }
}
func updating<Root, Value>(_ root: Root, _ path: ReferenceWritableKeyPath<Root, Value>, to value: Value) -> Root {
    root[keyPath: path] = value
    return root
}

func assign<Root: AnyObject, Value>(_ value: Value, to path: ReferenceWritableKeyPath<Root, Value>, on object: Root) {
    object[keyPath: path] = value
}
