// wrong: keeps a default value for the state and assigns the first value in the initializer
// rejected-by: dark-mode-follows-the-toggle
// With `= false` on the declaration, `self.darkMode = …` in the initializer is a write to a state that is
// not installed yet: the host warns, the write is lost, and the screen starts in "Light" whatever it is told.

import MiniUI

struct SettingsScreen: View {
    @State private var darkMode = false

    init(startsInDarkMode: Bool) {
        self.darkMode = startsInDarkMode
    }

    var body: some View {
        Form {
            Text(darkMode ? "Dark" : "Light")
            SettingRow("Dark mode", isOn: $darkMode)
        }
    }
}
