// Goal: write through key paths: a `WritableKeyPath` sets a property on a copy of a struct, a
// `ReferenceWritableKeyPath` sets it on a shared class instance, and read-only paths are refused.
// Check it: swift run puzzles check 02.5
// Lesson: Lessons/02-key-paths/05-writable-key-paths/README.md

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

// TODO: Write `updating(_:_:to:)`: it takes a value, a key path into it and a new value, and returns a copy
//       of the value with that property replaced. Choose the key-path type that allows writing, so that
//       `let` and get-only properties are refused at compile time.
//
//           let renamed = updating(book, \.title, to: "Second Edition")

// TODO: Write `assign(_:to:on:)`: it sets a property of a class instance through a key path, so that every
//       holder of the instance sees the change. Only class instances should be accepted, and the key path
//       should be the kind that writes through a reference, so `object` needs no `var` copy.
//
//           assign("Summer", to: \.name, on: list)
