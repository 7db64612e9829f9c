// wrong: adds sorted(by:) to Collection rather than to every Sequence
// rejected-by: accepts-literals-and-stored-key-paths
// misconception: Sorting needs only one walk through the elements, which every Sequence gives; a `stride` or a
// misconception: `zip` is a Sequence but not a Collection, so a method added to Collection is missing on them.
// misconception-ja: 並べ替えに要るのは要素を一度たどることだけで、それはどの Sequence にもできます。`stride` や
// misconception-ja: `zip` は Sequence ですが Collection ではないので、Collection に足したメソッドはそれらにはありません。
// lesson: #a-method-that-takes-a-key-path
// Arrays, slices, ranges and lazy maps are all collections, so they work; `stride(from:to:by:)` and `zip`
// do not.

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
func getter<Root, Value>(_ path: KeyPath<Root, Value>) -> (Root) -> Value {
    { root in root[keyPath: path] }
}

extension Collection {
    /// The elements in increasing order of the value at `path`; elements with equal values keep their order.
    func sorted<Value: Comparable>(by path: KeyPath<Element, Value>) -> [Element] {
        sorted { $0[keyPath: path] < $1[keyPath: path] }
    }
}
