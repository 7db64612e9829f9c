// wrong: stores a typed key path but turns the value into a String straight away
// rejected-by: accepts-field-rows-of-any-value
// misconception: Turning the value into text belongs in `body`; `value` should keep the type the key path
// misconception: leads to, so a caller who reads a trail's length gets a `Double`, not a `String`.
// misconception-ja: 値を文字列にするのは `body` の仕事です。`value` はキーパスが行き着く型のままにしておけば、
// misconception-ja: 道のりを読む呼び出し側は `String` ではなく `Double` を受け取れます。
// lesson: #generic-over-the-value

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

    var value: String { String(describing: root[keyPath: path]) }

    var body: some View {
        HStack {
            Text(label)
            Text(value)
        }
    }
}
