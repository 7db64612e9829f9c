// wrong: keeps FieldRow generic over the root only, with the value fixed to String
// rejected-by: accepts-field-rows-of-any-value
// Every key path must now lead to a String: a row for the page count (an Int) or the author's year of
// birth no longer compiles

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
