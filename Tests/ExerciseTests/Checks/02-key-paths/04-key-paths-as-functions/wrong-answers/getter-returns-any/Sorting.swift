// wrong: makes getter return (Root) -> Any
// rejected-by: accepts-literals-and-stored-key-paths
// The function reads the right value but forgets its type: `books.map(getter(pagesPath))` gives `[Any]`
// rather than `[Int]`

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

func getter<Root, Value>(_ path: KeyPath<Root, Value>) -> (Root) -> Any {
    { root in root[keyPath: path] }
}

extension Sequence {
    func sorted<Value: Comparable>(by path: KeyPath<Element, Value>) -> [Element] {
        sorted { $0[keyPath: path] < $1[keyPath: path] }
    }
}
