// wrong: compares with > and sorts from the largest value down
// rejected-by: prints-sorted-cities
// misconception: The types are right, the order is not: like the standard library's `sorted()`, this
// misconception: `sorted(by:)` puts the smallest value first, so compare with `<`.
// misconception-ja: 型は正しいのですが順序が逆です。標準ライブラリの `sorted()` と同じく、この `sorted(by:)` は一番小さい値を
// misconception-ja: 先頭に置くので、`<` で比べます。
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
        sorted { $0[keyPath: path] > $1[keyPath: path] }
    }
}
