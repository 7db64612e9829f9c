// wrong: gives assign a WritableKeyPath and writes through a var copy of the reference
// rejected-by: rejects-read-only-paths
// It works, because copying a class reference copies the reference, not the object; but the signature now
// reads like the one for values, hides that the write lands on a shared object, and needs a `var` to get
// there. A ReferenceWritableKeyPath says all of that in the type, and is what the checks ask for

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

func assign<Root: AnyObject, Value>(_ value: Value, to path: WritableKeyPath<Root, Value>, on object: Root) {
    var reference = object
    reference[keyPath: path] = value
}
