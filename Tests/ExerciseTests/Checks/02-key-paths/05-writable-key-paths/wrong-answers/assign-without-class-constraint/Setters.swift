// wrong: writes through a WritableKeyPath into a local copy, with no class constraint
// rejected-by: rejects-read-only-paths
// For a class the copy is another reference to the same instance, so the shared list does change; for a
// struct the copy is a copy, the write is lost, and `assign("Lost", to: \.title, on: book)` compiles
// without a word

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
func updating<Root, Value>(_ root: Root, _ path: WritableKeyPath<Root, Value>, to value: Value) -> Root {
    var copy = root
    copy[keyPath: path] = value
    return copy
}

func assign<Root, Value>(_ value: Value, to path: WritableKeyPath<Root, Value>, on object: Root) {
    var object = object
    object[keyPath: path] = value
}
