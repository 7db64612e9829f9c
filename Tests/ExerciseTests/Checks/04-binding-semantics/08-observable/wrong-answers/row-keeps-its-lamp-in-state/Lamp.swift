// wrong: the row keeps the lamp it is given in its own @State
// rejected-by: a-row-follows-a-new-lamp
// misconception: `@State` is for a value the view owns, and keeps only the first one it is given: a row that
// misconception: stores a passed-in lamp there ignores every later lamp. Hold what a parent passes with
// misconception: `@Bindable` (or a plain `let`).
// misconception-ja: `@State` は View 自身が持つ値のためのもので、最初に渡された値しか残しません。渡されたランプをそこに
// misconception-ja: しまう行は、その後のランプをすべて無視します。親から渡されるものは `@Bindable`(か普通の `let`)で持ちます。
// lesson: #objects-or-properties
// The class is right, and every switch works; but when its parent hands the row another lamp, the row goes on
// showing the first.

import MiniUI

/// A lamp that can be renamed and switched, shared by reference between the views that show it.
///
/// `@Observable` (Observation, SE-0395) rewrites each stored property so that reading it inside a body is
/// recorded, and changing it re-renders exactly the bodies that read *that property of this object*. No
/// wrapper is needed to observe: a plain `let lamp: Lamp`, or an array of them, is enough. `id` is a
/// `let`, so it is not observed, and it is not the name, which may change.
@Observable
final class Lamp: Identifiable {
    let id: Int
    var name: String
    var isLit: Bool

    init(id: Int, name: String, isLit: Bool) {
        self.id = id
        self.name = name
        self.isLit = isLit
    }
}
