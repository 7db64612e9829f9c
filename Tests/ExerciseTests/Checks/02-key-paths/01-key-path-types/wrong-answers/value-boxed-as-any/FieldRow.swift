// wrong: keeps a KeyPath<Root, Value> but declares the row's value as an Any
// rejected-by: accepts-field-rows-of-any-value
// misconception: A typed key path keeps the value's type only as far as the row passes it on: declared as `Any`,
// misconception: `value` hands a caller who reads a trail's name or climb a box to cast back, though the row's own
// misconception: type says what it holds. Declare `value` as `Value`, the type the key path leads to.
// misconception-ja: 型付きのキーパスが値の型を保てるのは、行がその型を受け渡す所までです。`value` を `Any` と宣言すると、
// misconception-ja: 行の型は中身を知っているのに、道の名前や登りを読む呼び出し側には、キャストで取り出す箱が渡ります。
// misconception-ja: `value` はキーパスが行き着く型、`Value` として宣言します。
// lesson: #generic-over-the-value
// The stored path and the initializer are right; only the property a caller reads forgets what it is.

import MiniUI

struct FieldRow<Root, Value>: View {
    let label: String
    let root: Root
    let path: KeyPath<Root, Value>

    init(_ label: String, of root: Root, at path: KeyPath<Root, Value>) {
        self.label = label
        self.root = root
        self.path = path
    }

    var value: Any { root[keyPath: path] }

    var body: some View {
        HStack {
            Text(label)
            Text(String(describing: value))
        }
    }
}
