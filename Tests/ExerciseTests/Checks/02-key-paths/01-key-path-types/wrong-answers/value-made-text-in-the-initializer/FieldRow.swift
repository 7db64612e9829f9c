// wrong: takes a KeyPath<Root, Value> but keeps only the text of what it reads, made in the initializer
// rejected-by: accepts-field-rows-of-any-value, stores-a-typed-key-path
// misconception: Turning the value into text belongs in `body`; `value` should keep the type the key path
// misconception: leads to, so a caller who reads a trail's length gets a `Double`, not a `String`.
// misconception-ja: 値を文字列にするのは `body` の仕事です。`value` はキーパスが行き着く型のままにしておけば、
// misconception-ja: 道のりを読む呼び出し側は `String` ではなく `Double` を受け取れます。
// lesson: #generic-over-the-value
// The same mistake as `value-as-string`, made once where the row is made: the row reads through the path at
// once, keeps the words, and lets the path go.

import MiniUI

struct FieldRow<Root, Value>: View {
    let label: String
    let value: String

    init(_ label: String, of root: Root, at path: KeyPath<Root, Value>) {
        self.label = label
        self.value = "\(root[keyPath: path])"
    }

    var body: some View {
        HStack {
            Text(label)
            Text(value)
        }
    }
}
