// wrong: drops Value: Comparable and compares the values' descriptions
// rejected-by: rejects-values-that-cannot-be-ordered, prints-sorted-cities
// misconception: Without `Comparable` there is no `<` for the value, and comparing descriptions sorts numbers
// misconception: as text ("1018" < "161"); keep the constraint, and the compiler refuses values with no order.
// misconception-ja: `Comparable` がなければ値に `<` はなく、説明文で比べると数が文字列として並びます（"1018" < "161"）。
// misconception-ja: 制約を残せば、順序のない値はコンパイラが拒否してくれます。
// lesson: #when-the-compiler-says-no

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
    func sorted<Value>(by path: KeyPath<Element, Value>) -> [Element] {
        sorted { "\($0[keyPath: path])" < "\($1[keyPath: path])" }
    }
}
