// wrong: adds sorted(by:) to Array only
// rejected-by: accepts-literals-and-stored-key-paths
// misconception: A slice (`cities[1...]`), a range or a lazy map is a Sequence but not an Array, so a method
// misconception: added to Array alone is missing on them; extend the protocol they all share.
// misconception-ja: スライス（`cities[1...]`）や範囲、遅延評価の map は Sequence ですが Array ではないので、Array だけに
// misconception-ja: 足したメソッドはそれらにはありません。すべてが準拠しているプロトコルをエクステンションします。
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

extension Array {
    func sorted<Value: Comparable>(by path: KeyPath<Element, Value>) -> [Element] {
        sorted { $0[keyPath: path] < $1[keyPath: path] }
    }
}
