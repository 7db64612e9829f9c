// wrong: adds sorted(by:) to Array only
// rejected-by: accepts-literals-and-stored-key-paths
// Arrays sort, but a slice (`books[1...]`), a range or a lazy map does not have the method: none of them is
// an Array, and all of them are Sequences

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

extension Array {
    func sorted<Value: Comparable>(by path: KeyPath<Element, Value>) -> [Element] {
        sorted { $0[keyPath: path] < $1[keyPath: path] }
    }
}
