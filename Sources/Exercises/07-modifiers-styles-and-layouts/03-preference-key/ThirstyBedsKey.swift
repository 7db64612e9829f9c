// Goal: let every bed below the screen's list report whether it is thirsty, and let the screen hear the thirsty
// beds' names, in screen order, through a preference key of your own.
// Check it: swift run puzzles check 07.3
// Lesson: Lessons/07-modifiers-styles-and-layouts/03-preference-key/README.md
import MiniUI

/// The names of the beds that need water, in the order the beds appear on screen.
struct ThirstyBedsKey: PreferenceKey {
    // TODO: A view that sets no value produces this, and SwiftUI may combine it with the others' values. Is this
    //       one neutral?
    static let defaultValue: [String] = ["nothing to water"]

    // TODO: SwiftUI calls this with each next sibling's value, in view-tree order. Does it keep them all, in order,
    //       a name it already holds included (two beds may share a name)?
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value = nextValue()
    }
}
