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
            // SwiftUI's Text interpolation takes only values it can format; String(describing:) takes any.
            Text(String(describing: value))
        }
    }
}
