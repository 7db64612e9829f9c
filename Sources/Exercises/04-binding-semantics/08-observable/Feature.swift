// Goal: make the feature class observable with @Observable, so that every view that reads a property it
// changes runs again, and only those views: the class version that does re-render.
// Check it: swift run puzzles check 04.8
// Lesson: Lessons/04-binding-semantics/08-observable/README.md

import MiniUI

/// A feature that can be renamed and switched, shared by reference between the views that show it.
// TODO: Replace `ObservableObject` and the `@Published` wrappers with the `@Observable` macro on the class.
final class Feature: ObservableObject, Identifiable {
    let id: Int
    @Published var name: String
    @Published var isEnabled: Bool

    init(id: Int, name: String, isEnabled: Bool) {
        self.id = id
        self.name = name
        self.isEnabled = isEnabled
    }
}
