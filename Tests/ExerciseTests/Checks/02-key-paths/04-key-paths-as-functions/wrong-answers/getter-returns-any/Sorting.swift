// wrong: makes getter return (Root) -> Any
// rejected-by: accepts-literals-and-stored-key-paths
// misconception: The function reads the right value but forgets its type: `cities.map(getter(elevationPath))`
// misconception: gives `[Any]` rather than `[Int]`. Return a function to `Value`.
// misconception-ja: 関数は正しい値を読みますが、型を忘れています。`cities.map(getter(elevationPath))` は `[Int]` ではなく
// misconception-ja: `[Any]` になります。`Value` を返す関数にします。
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

func getter<Root, Value>(_ path: KeyPath<Root, Value>) -> (Root) -> Any {
    { root in root[keyPath: path] }
}

extension Sequence {
    func sorted<Value: Comparable>(by path: KeyPath<Element, Value>) -> [Element] {
        sorted { $0[keyPath: path] < $1[keyPath: path] }
    }
}
