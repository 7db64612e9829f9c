// Goal: let every bed below the screen's list report whether it is thirsty, and let the screen hear the thirsty
// beds' names, in screen order, through a preference key of your own.
// Check it: swift run puzzles check 07.3
// Lesson: Lessons/07-modifiers-styles-and-layouts/03-preference-key/README.md
import MiniUI

/// The names of the beds that need water, in the order the beds appear on screen.
struct ThirstyBedsKey: PreferenceKey {
    // What a view that says nothing produces: no name. It must be neutral for `reduce`, since SwiftUI may combine
    // it with the others (a `static let`: a `static var` would be shared mutable state, which Swift 6 refuses).
    static let defaultValue: [String] = []

    // SwiftUI calls this with the values of sibling views in view-tree order: `value` holds what came before,
    // `nextValue()` the next sibling's; keep both, in that order.
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value.append(contentsOf: nextValue())
    }
}
