// wrong: keeps a default value for the state and assigns the first value in the initializer
// rejected-by: dark-mode-follows-the-toggle
// misconception: With a default value on the declaration, the wrapper already exists when `init` runs, so
// misconception: `self.darkMode = …` writes to a state that is not installed yet and is dropped; drop the default or
// misconception: use `State(initialValue:)`.
// misconception-ja: 宣言にデフォルト値があると `init` の時点でラッパーはもうできているので、`self.darkMode = …`
// misconception-ja: はまだ組み込まれていない状態への書き込みになり、捨てられます。デフォルト値を外すか
// misconception-ja: `State(initialValue:)` を使います。
// lesson: #the-trap-the-starter-is-caught-in
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
