// wrong: hands the row `.constant(darkMode)`, which compiles because it is a Binding<Bool>
// rejected-by: dark-mode-follows-the-toggle
// misconception: `.constant(darkMode)` has the right type but ignores every write, so the toggle never moves; hand
// misconception: the row `$darkMode`, a binding to the state.
// misconception-ja: `.constant(darkMode)` は型こそ合っていますが、書き込みをすべて無視するのでトグルは動きません。
// misconception-ja: 行には状態へのバインディングである `$darkMode` を渡します。
// lesson: #one-value-two-views
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
