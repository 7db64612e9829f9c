// wrong: keeps FieldRow generic over the root only, with the value fixed to String
// rejected-by: accepts-field-rows-of-any-value
// misconception: Fixing the value to `String` means every key path must lead to a String, so a row for the
// misconception: climb (an `Int`) or the length (a `Double`) no longer compiles; make the value a generic
// misconception: parameter too.
// misconception-ja: 値を `String` に固定すると、どのキーパスも String に行き着かなければならず、登り（`Int`）や
// misconception-ja: 道のり（`Double`）の行はコンパイルできません。値も型パラメータにします。
// lesson: #generic-over-the-value

import MiniUI

struct FieldRow<Root>: View {
    let label: String
    let root: Root
    let path: KeyPath<Root, String>

    init(_ label: String, of root: Root, at path: KeyPath<Root, String>) {
        self.label = label
        self.root = root
        self.path = path
    }

    var value: String { root[keyPath: path] }

    var body: some View {
        HStack {
            Text(label)
            Text(value)
        }
    }
}
