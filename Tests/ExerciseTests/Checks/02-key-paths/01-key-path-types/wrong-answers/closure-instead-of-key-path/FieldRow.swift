// wrong: stores a function (Root) -> Value instead of a key path
// rejected-by: accepts-field-rows-of-any-value
// misconception: A key path literal converts to a function, but a key path stored in a constant
// misconception: (`trailLength`) does not, and a closure can no longer be composed or compared; store the
// misconception: `KeyPath<Root, Value>` itself.
// misconception-ja: キーパスのリテラルは関数に変換されますが、定数に入れたキーパス（`trailLength`）は変換されません。
// misconception-ja: クロージャにすると合成も比較もできなくなるので、`KeyPath<Root, Value>` そのものを持たせます。
// lesson: #generic-over-the-value

import MiniUI

struct FieldRow<Root, Value>: View {
    let label: String
    let root: Root
    let path: (Root) -> Value

    init(_ label: String, of root: Root, at path: @escaping (Root) -> Value) {
        self.label = label
        self.root = root
        self.path = path
    }

    var value: Value { path(root) }

    var body: some View {
        HStack {
            Text(label)
            Text(String(describing: value))
        }
    }
}
