// wrong: types the constants and the row's key path as PartialKeyPath<Root>, so the row's value is an Any
// rejected-by: accepts-field-rows-of-any-value, accepts-typed-key-paths
// misconception: A `PartialKeyPath<Root>` (or an `AnyKeyPath`) knows where a path starts but has forgotten where it
// misconception: leads: reading through it gives an `Any`, and a row that keeps one takes every path but no longer
// misconception: says in its type what it shows. Wherever a key path is kept, in a constant or in the row, write
// misconception: both types, `KeyPath<Root, Value>`, with `Value` a generic parameter of the row.
// misconception-ja: `PartialKeyPath<Root>`(や `AnyKeyPath`)は、キーパスがどこから始まるかは知っていても、何に行き着くかを
// misconception-ja: 忘れています。読み出すと `Any` になり、それを持つ行はどのキーパスでも受け付けますが、何を表示するのかを
// misconception-ja: 型で語らなくなります。キーパスをしまう所では、定数でも行でも、`KeyPath<Root, Value>` と 2 つの型を書き、
// misconception-ja: `Value` を行の型パラメータにします。
// lesson: #a-family-of-key-path-types
// Every key path kept in the exercise forgets its value type: the constants and the row agree, so the row
// takes them all and shows them, but nothing says what a row shows, and a read gives an `Any`.
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
