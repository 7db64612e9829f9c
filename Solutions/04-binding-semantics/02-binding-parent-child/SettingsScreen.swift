import MiniUI

/// A settings screen that says which mode is on, above the row that switches it.
///
/// The screen is the source of truth for `darkMode`. Its first value comes from the initializer, through
/// the wrapper: `_darkMode = State(initialValue:)`. Assigning `self.darkMode = …` in an initializer
/// would only work while the property has no default value (Swift then turns the assignment into
/// `State(wrappedValue:)`); with a default, it is a write to a state not yet installed, and it is lost.
struct SettingsScreen: View {
    @State private var darkMode: Bool

    init(startsInDarkMode: Bool) {
        _darkMode = State(initialValue: startsInDarkMode)
    }

    var body: some View {
        Form {
            Text(darkMode ? "Dark" : "Light")
            SettingRow("Dark mode", isOn: $darkMode)
        }
    }
}
