// wrong: hands the row `.constant(darkMode)`, which compiles because it is a Binding<Bool>
// rejected-by: dark-mode-follows-the-toggle
// A constant binding ignores every write: the toggle never moves and the text never changes.

import MiniUI

struct SettingsScreen: View {
    @State private var darkMode: Bool

    init(startsInDarkMode: Bool) {
        _darkMode = State(initialValue: startsInDarkMode)
    }

    var body: some View {
        Form {
            Text(darkMode ? "Dark" : "Light")
            SettingRow("Dark mode", isOn: .constant(darkMode))
        }
    }
}
