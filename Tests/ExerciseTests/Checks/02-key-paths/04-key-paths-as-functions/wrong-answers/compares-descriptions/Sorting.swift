// wrong: drops Value: Comparable and compares the values' descriptions
// rejected-by: rejects-values-that-cannot-be-ordered, prints-sorted-books
// Without Comparable there is no `<` for Value, so this compares text instead: numbers sort as strings
// ("148" < "212" < "96"), and a value that has no order at all, such as an Author, is accepted

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
    func sorted<Value>(by path: KeyPath<Element, Value>) -> [Element] {
        sorted { "\($0[keyPath: path])" < "\($1[keyPath: path])" }
    }
}
