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

/// The function that reads `path` from its argument.
///
///     let byTitle = \Book.title
///     books.map(getter(byTitle))  // a stored key path is not a function, but this one is
///
/// SE-0249 does this for key path *literals* only; for a key path held in a variable, this is the way.
func getter<Root, Value>(_ path: KeyPath<Root, Value>) -> (Root) -> Value {
    { root in root[keyPath: path] }
}

extension Sequence {
    /// The elements in increasing order of the value at `path`; elements with equal values keep their order.
    ///
    ///     books.sorted(by: \.year)
    ///
    /// `Value: Comparable` is what makes `<` available; it belongs to the method, not to the sequence.
    func sorted<Value: Comparable>(by path: KeyPath<Element, Value>) -> [Element] {
        sorted { $0[keyPath: path] < $1[keyPath: path] }
    }
}
