// wrong: constrains Value to CustomStringConvertible to show it with `.description`
// rejected-by: accepts-field-rows-of-any-value
// misconception: A constraint is something every caller must prove; the row only reads the value and shows it, and
// misconception: `String(describing:)` shows any value, so a protocol required of `Value` only shuts out values (a
// misconception: plain struct) that could have been shown.
// misconception-ja: 制約は呼び出し側が必ず満たさなければならない約束です。行は値を読んで表示するだけで、
// misconception-ja: `String(describing:)` はどんな値でも表示できるので、`Value` にプロトコルを求めても、
// misconception-ja: 表示できたはずの値(ただの構造体など)を締め出すだけです。
// lesson: #generic-over-the-value
// Int, Double and String are CustomStringConvertible, so every row over a trail works; a row whose value is a
// struct of the caller's own does not compile.

import MiniUI

/// One labelled value of a model, read through a key path.
struct FieldRow<Root, Value: CustomStringConvertible>: View {
    let label: String
    let root: Root
    let path: KeyPath<Root, Value>

    init(_ label: String, of root: Root, at path: KeyPath<Root, Value>) {
        self.label = label
        self.root = root
        self.path = path
    }

    var value: Value { root[keyPath: path] }

    var body: some View {
        HStack {
            Text(label)
            Text(value.description)
        }
    }
}
