// wrong: compares with > and sorts from the largest value down
// rejected-by: prints-sorted-books
// The types are right, the order is not: `sorted(by:)`, like the standard library's `sorted()`, should put
// the smallest value first

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
    func sorted<Value: Comparable>(by path: KeyPath<Element, Value>) -> [Element] {
        sorted { $0[keyPath: path] > $1[keyPath: path] }
    }
}
