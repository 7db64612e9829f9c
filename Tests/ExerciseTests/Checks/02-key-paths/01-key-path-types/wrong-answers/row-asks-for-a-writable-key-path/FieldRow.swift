// wrong: the row asks for, and keeps, a WritableKeyPath<Root, Value> instead of a KeyPath
// rejected-by: accepts-field-rows-of-any-value
// misconception: A row only reads its value, so a read-only `KeyPath` is all it should ask for, and every key path
// misconception: is one; a `WritableKeyPath` refuses the paths to `let` properties and the constants typed `KeyPath`.
// misconception: The compiler's fix-it, an `as! WritableKeyPath<…>` where the row is made, points the wrong way: the
// misconception: fix belongs in the row's declaration, the type of its initializer's parameter and stored property.
// misconception-ja: 行は値を読むだけなので、求めるのは読み取り専用の `KeyPath` で足り、どのキーパスもそれに当たります。
// misconception-ja: 書き込み可能なキーパス `WritableKeyPath` は、`let` プロパティへのキーパスや `KeyPath` と型を書いた定数を
// misconception-ja: 拒みます。行を作る所に `as! WritableKeyPath<…>` を足すというコンパイラの修正案は向きが逆で、直すべきは
// misconception-ja: 行の宣言、つまりイニシャライザの引数と格納プロパティの型です。
// lesson: #a-family-of-key-path-types
// Compiles, and takes a literal path to a `var` property; a trail's country (a `let` of its region) and every
// constant of Trail.swift no longer fit.
import MiniUI

/// One labelled value of a model, read through a key path.
///
///     FieldRow("Climb", of: trail, at: \.climb)  // FieldRow<Trail, Int>
///
/// `Value` is a generic parameter, as `ID` is in `ForEach<Data, ID, Content>`: the key path decides it,
/// and `value` keeps its type instead of being boxed in `Any`.
struct FieldRow<Root, Value>: View {
    let label: String
    let root: Root
    let path: WritableKeyPath<Root, Value>

    init(_ label: String, of root: Root, at path: WritableKeyPath<Root, Value>) {
        self.label = label
        self.root = root
        self.path = path
    }

    var value: Value { root[keyPath: path] }

    var body: some View {
        HStack {
            Text(label)
            // SwiftUI's Text interpolation takes only values it can format; String(describing:) takes any.
            Text(String(describing: value))
        }
    }
}
