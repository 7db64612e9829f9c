// wrong: takes any KeyPath and casts it to a writable one at run time
// rejected-by: rejects-read-only-paths
// Accepting a plain KeyPath and trying `as? WritableKeyPath` compiles for every path, so `updating(book,
// \.id, to: 2)` is no longer refused: it quietly returns the book unchanged, and the mistake hides until
// someone wonders why nothing happened

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
func updating<Root, Value>(_ root: Root, _ path: KeyPath<Root, Value>, to value: Value) -> Root {
    guard let writable = path as? WritableKeyPath<Root, Value> else { return root }
    var copy = root
    copy[keyPath: writable] = value
    return copy
}

func assign<Root, Value>(_ value: Value, to path: KeyPath<Root, Value>, on object: Root) {
    guard let writable = path as? ReferenceWritableKeyPath<Root, Value> else { return }
    object[keyPath: writable] = value
}
