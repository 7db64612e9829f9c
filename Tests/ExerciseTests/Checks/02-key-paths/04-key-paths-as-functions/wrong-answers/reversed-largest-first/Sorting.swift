// wrong: sorts from the largest value down, then turns the result round
// rejected-by: prints-sorted-cities
// misconception: Elements with equal values must keep their original order, as the standard library's
// misconception: `sorted(by:)` keeps them, and here they changed places. Sort smallest first with a strict "comes
// misconception: before", `<`, which says no for equal values: `<=` says yes for them, and a largest-first sort
// misconception: turned round afterwards puts them the other way round too.
// misconception-ja: 値が等しい要素は、標準ライブラリの `sorted(by:)` と同じく、もとの順序を保たなければなりませんが、ここでは
// misconception-ja: 入れ替わっています。「先に来る」という厳密な比較 `<` で小さい順に並べます。`<` は等しい値には false を
// misconception-ja: 返します。`<=` は true を返しますし、大きい順に並べてから逆順にしても、等しい値どうしは逆の順序になります。
// lesson: #a-method-that-takes-a-key-path
// The values do come out smallest first, but a stable largest-first sort keeps equal values in their order,
// and turning the whole result round then reverses them.

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
        let largestFirst = sorted { $1[keyPath: path] < $0[keyPath: path] }
        return Array(largestFirst.reversed())
    }
}
