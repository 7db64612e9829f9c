// wrong: takes a function (Element) -> Value instead of a key path
// rejected-by: accepts-literals-and-stored-key-paths
// misconception: A literal still converts to the function (SE-0249), but a key path held in a variable is a
// misconception: value, not a function, so `cities.sorted(by: elevationPath)` is refused; take a `KeyPath`.
// misconception-ja: リテラルは関数に変換されます（SE-0249）が、変数に入れたキーパスは関数ではなく値なので、
// misconception-ja: `cities.sorted(by: elevationPath)` は拒否されます。`KeyPath` を受け取ります。
// lesson: #literals-only

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
    func sorted<Value: Comparable>(by value: (Element) -> Value) -> [Element] {
        sorted { value($0) < value($1) }
    }
}
