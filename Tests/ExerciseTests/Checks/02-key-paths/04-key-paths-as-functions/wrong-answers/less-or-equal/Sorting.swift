// wrong: compares with <= instead of <
// rejected-by: prints-sorted-cities
// misconception: `sorted(by:)` wants a strict order, "comes before", and `<=` also says yes for equal values,
// misconception: so elements with equal values may change places; compare with `<` to keep them in order.
// misconception-ja: `sorted(by:)` が求めるのは「先に来る」という厳密な順序で、`<=` は等しい値にも true を返すため、値が等しい要素の
// misconception-ja: 順序が入れ替わることがあります。`<` で比べれば、もとの順序が保たれます。
// lesson: #a-method-that-takes-a-key-path

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

func getter<Root, Value>(_ path: KeyPath<Root, Value>) -> (Root) -> Value {
    { root in root[keyPath: path] }
}

extension Sequence {
    func sorted<Value: Comparable>(by path: KeyPath<Element, Value>) -> [Element] {
        sorted { $0[keyPath: path] <= $1[keyPath: path] }
    }
}
