// wrong: stores a function (Root) -> Value instead of a key path
// rejected-by: accepts-field-rows-of-any-value
// A key path literal such as `\.title` still converts to the function (SE-0249), so the simple calls
// compile; but a key path stored in a variable (`bookAuthorName`) is not a function, and `path` is no
// longer a key path a caller could compose or compare

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
