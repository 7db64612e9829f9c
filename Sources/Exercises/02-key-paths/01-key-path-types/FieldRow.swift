// Goal: write a key path's type out as KeyPath<Root, Value>, and read through it with
// `root[keyPath:]`, the way SwiftUI's `ForEach(_:id:)` reads each element's id.
// Check it: swift run puzzles check 02.1
// Lesson: Lessons/02-key-paths/01-key-path-types/README.md

import MiniUI

/// One labelled value of a model, read through a key path.
///
///     FieldRow("Climb", of: trail, at: \.climb)  // FieldRow<Trail, Int>
// TODO: Make FieldRow generic over the value too, `FieldRow<Root, Value>`: store a `KeyPath<Root, Value>`,
//       take one in the initializer, and make `value` a `Value` read through it. Any value will do: ask
//       nothing of `Value`, since the row only reads it and shows it.
struct FieldRow<Root>: View {
    let label: String
    let root: Root
    let path: AnyKeyPath

    init(_ label: String, of root: Root, at path: AnyKeyPath) {
        self.label = label
        self.root = root
        self.path = path
    }

    var value: Any? { root[keyPath: path] }

    var body: some View {
        HStack {
            Text(label)
            Text(value.map { String(describing: $0) } ?? "?")
        }
    }
}
