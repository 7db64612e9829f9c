// wrong: the row takes a KeyPath<Root, Value> but keeps it as an AnyKeyPath, and casts what it reads back to Value
// rejected-by: stores-a-typed-key-path
// misconception: The initializer's `KeyPath<Root, Value>` already guarantees the value's type, so the row may keep
// misconception: the path as an `AnyKeyPath`: but the stored path has forgotten both its types, and `value` only
// misconception: gets them back by a cast the compiler cannot check. Keep the path as the `KeyPath<Root, Value>`
// misconception: it arrived as, and read through it with no cast.
// misconception-ja: イニシャライザが受け取る `KeyPath<Root, Value>` が値の型を保証するから、行はキーパスを `AnyKeyPath`
// misconception-ja: として持ってよい、という考えです。しかし保存したキーパスは 2 つの型を両方忘れていて、`value` が
// misconception-ja: 型を取り戻すには、コンパイラが確かめられないキャストに頼るしかありません。受け取ったときの
// misconception-ja: `KeyPath<Root, Value>` のまま持ち、キャストなしで読みます。
// lesson: #a-family-of-key-path-types
import MiniUI

/// One labelled value of a model, read through a key path.
///
///     FieldRow("Climb", of: trail, at: \.climb)  // FieldRow<Trail, Int>
///
/// `Value` is a generic parameter, as `ID` is in `ForEach<Data, ID, Content>`: the key path decides it,
/// and `value` casts the read back to it.
struct FieldRow<Root, Value>: View {
    let label: String
    let root: Root
    let path: AnyKeyPath

    init(_ label: String, of root: Root, at path: KeyPath<Root, Value>) {
        self.label = label
        self.root = root
        self.path = path
    }

    var value: Value {
        guard let read = root[keyPath: path] as? Value else {
            fatalError("\(label) does not lead to a \(Value.self)")
        }
        return read
    }

    var body: some View {
        HStack {
            Text(label)
            // SwiftUI's Text interpolation takes only values it can format; String(describing:) takes any.
            Text(String(describing: value))
        }
    }
}
