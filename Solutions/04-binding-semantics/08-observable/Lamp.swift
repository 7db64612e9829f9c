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
