// wrong: the row keeps a PartialKeyPath<Root>, generic over the root alone, and its value is an Any
// rejected-by: accepts-field-rows-of-any-value
// misconception: A `PartialKeyPath<Root>` knows where it starts but has forgotten where it leads: the row accepts
// misconception: every path and shows it, but its value is an `Any`, and its type no longer says what it shows.
// misconception: Keep both types, `KeyPath<Root, Value>`, with `Value` a generic parameter of the row.
// misconception-ja: `PartialKeyPath<Root>` はどこから始まるかは知っていても、何に行き着くかを忘れています。行はどのキーパス
// misconception-ja: でも受け付けて表示しますが、値は `Any` になり、行の型は何を表示するのかを語らなくなります。
// misconception-ja: 2 つの型を持つ `KeyPath<Root, Value>` を使い、`Value` を行の型パラメータにします。
// lesson: #a-family-of-key-path-types
import MiniUI

/// One labelled value of a model, read through a key path.
///
///     FieldRow("Climb", of: trail, at: \.climb)  // FieldRow<Trail, Int>
///
/// `Value` is a generic parameter, as `ID` is in `ForEach<Data, ID, Content>`: the key path decides it,
/// and `value` keeps its type instead of being boxed in `Any`.
struct FieldRow<Root>: View {
    let label: String
    let root: Root
    let path: PartialKeyPath<Root>

    init(_ label: String, of root: Root, at path: PartialKeyPath<Root>) {
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
