// Goal: make the lamp class observable with @Observable, so that every view that reads a property it
// changes runs again, and only those views: the class version that does re-render.
// Check it: swift run puzzles check 04.8
// Lesson: Lessons/04-binding-semantics/08-observable/README.md

import MiniUI

/// A lamp that can be renamed and switched, shared by reference between the views that show it.
// TODO: Make the class observable property by property, the Observation way, instead of an ObservableObject
//       whose @Published properties tell every subscriber about every change.
final class Lamp: ObservableObject, Identifiable {
    let id: Int
    @Published var name: String
    @Published var isLit: Bool

    init(id: Int, name: String, isLit: Bool) {
        self.id = id
        self.name = name
        self.isLit = isLit
    }
}
