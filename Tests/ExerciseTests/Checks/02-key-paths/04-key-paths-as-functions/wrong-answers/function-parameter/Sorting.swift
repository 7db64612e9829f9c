// wrong: takes a function (Element) -> Value instead of a key path
// rejected-by: accepts-literals-and-stored-key-paths
// `books.sorted(by: \.year)` still compiles, because SE-0249 turns the literal into a function; but a key path
// held in a variable is not a function, and `books.sorted(by: pagesPath)` is refused

struct Author {
    var name: String
}

struct Book: Identifiable {
    let id: Int
    var title: String
    var author: Author
    var year: Int
    var pages: Int
}

func getter<Root, Value>(_ path: KeyPath<Root, Value>) -> (Root) -> Value {
    { root in root[keyPath: path] }
}

extension Sequence {
    func sorted<Value: Comparable>(by value: (Element) -> Value) -> [Element] {
        sorted { value($0) < value($1) }
    }
}
