// wrong: the row keeps its own @State, started from the parent's value
// rejected-by: dark-mode-follows-the-toggle

import MiniUI

struct SettingsScreen: View {
    @State private var darkMode: Bool

    init(startsInDarkMode: Bool) {
        _darkMode = State(initialValue: startsInDarkMode)
    }

    var body: some View {
        Form {
            Text(darkMode ? "Dark" : "Light")
            SettingRow("Dark mode", isOn: darkMode)
        }
    }
}
