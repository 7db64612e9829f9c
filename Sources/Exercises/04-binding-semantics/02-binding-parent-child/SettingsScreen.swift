// Goal: let a parent choose its state's first value in an initializer, and let a child row edit the
// parent's value through a @Binding instead of a copy of its own.
// Check it: swift run puzzles check 04.2
// Lesson: Lessons/04-binding-semantics/02-binding-parent-child/README.md

import MiniUI

/// A settings screen that says which mode is on, above the row that switches it.
struct SettingsScreen: View {
    // TODO: Declare the state without a default value, `@State private var darkMode: Bool`, and give it
    //       its first value in the initializer with `_darkMode = State(initialValue: startsInDarkMode)`.
    @State private var darkMode = false

    init(startsInDarkMode: Bool) {
        // This assignment is lost: the state is not yet installed in the host, so the default wins.
        self.darkMode = startsInDarkMode
    }

    var body: some View {
        Form {
            Text(darkMode ? "Dark" : "Light")
            // TODO: Hand the row a binding to the state, `$darkMode`, not a copy of its value.
            SettingRow("Dark mode", isOn: darkMode)
        }
    }
}
