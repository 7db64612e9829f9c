struct Country {
    var name: String
}

struct City: Identifiable {
    let id: Int
    var name: String
    var country: Country
    var founded: Int
    var elevation: Int
}

/// The function that reads `path` from its argument.
///
///     let byName = \City.name
///     cities.map(getter(byName))  // a stored key path is not a function, but this one is
///
/// SE-0249 does this for key path *literals* only; for a key path held in a variable, this is the way.
func getter<Root, Value>(_ path: KeyPath<Root, Value>) -> (Root) -> Value {
    { root in root[keyPath: path] }
}

extension Sequence {
    /// The elements in increasing order of the value at `path`; elements with equal values keep their order.
    ///
    ///     cities.sorted(by: \.founded)
    ///
    /// `Value: Comparable` is what makes `<` available; it belongs to the method, not to the sequence.
    func sorted<Value: Comparable>(by path: KeyPath<Element, Value>) -> [Element] {
        sorted { $0[keyPath: path] < $1[keyPath: path] }
    }
}
