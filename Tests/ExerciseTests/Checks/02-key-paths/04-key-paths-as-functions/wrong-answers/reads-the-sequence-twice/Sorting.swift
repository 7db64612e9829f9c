// wrong: reads the sequence twice, once for the values and once for the elements
// rejected-by: sorts-a-sequence-read-once
// misconception: A `Sequence` promises one pass, not two: a sequence read as it is consumed (an iterator, a stream of
// misconception: lines) is empty the second time, and the values read first then point at elements that are not
// misconception: there. Read the elements once, and take each value from the element you hold.
// misconception-ja: `Sequence` が約束するのは一度の走査だけです。読むと消費されるシーケンス（イテレータ、行のストリーム）は
// misconception-ja: 二度目には空になり、先に読んだ値が存在しない要素を指します。要素は一度だけ読み、値は手元の要素から取ります。
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
        let values = map { $0[keyPath: path] }
        let elements = Array(self)
        return values.indices.sorted { values[$0] < values[$1] }.map { elements[$0] }
    }
}
