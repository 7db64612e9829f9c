// wrong: stores a typed key path but turns the value into a String straight away
// rejected-by: accepts-field-rows-of-any-value
// The screen looks right, but `value` has lost its type: a caller who wants the page count as an Int
// gets a String back

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
