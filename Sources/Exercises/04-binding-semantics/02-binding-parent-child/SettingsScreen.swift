// Goal: let a parent choose its state's first value in an initializer, and let a child row edit the
// parent's value through a @Binding instead of a copy of its own.
// Check it: swift run puzzles check 04.2
// Lesson: Lessons/04-binding-semantics/02-binding-parent-child/README.md

import MiniUI

/// A settings screen that says which mode is on, above the row that switches it.
struct SettingsScreen: View {
    // TODO: The screen must start in the mode its initializer is given. Change the declaration or the
    //       initializer (or both) so that `startsInDarkMode` becomes the state's first value, given once:
    //       after that the value is the user's, even when the screen leaves and comes back.
    @State private var darkMode = false

    init(startsInDarkMode: Bool) {
        // This assignment compiles, and the screen still starts in "Light". The lesson says why.
        self.darkMode = startsInDarkMode
    }

    var body: some View {
        Form {
            Text(darkMode ? "Dark" : "Light")
            // TODO: Hand the row a way to change the screen's state, not a copy of its value.
            SettingRow("Dark mode", isOn: darkMode)
        }
    }
}
