// wrong: changes the copy but returns the original
// rejected-by: prints-copies-and-shared-changes
// The types are right and the write happens, on `copy`; the caller gets `root` back, unchanged

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
    _ = copy
    return root
}

func assign<Root: AnyObject, Value>(_ value: Value, to path: ReferenceWritableKeyPath<Root, Value>, on object: Root) {
    object[keyPath: path] = value
}
