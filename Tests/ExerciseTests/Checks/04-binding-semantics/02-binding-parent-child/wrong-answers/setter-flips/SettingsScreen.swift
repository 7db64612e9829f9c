// wrong: hands the row a binding whose setter flips the value instead of storing it
// rejected-by: stores-the-value-written
// misconception: A binding's setter is told the new value and must store it; flipping works only while every write
// misconception: happens to be the opposite of what is shown. `$darkMode` is the binding that stores.
// misconception-ja: バインディングのセッターには新しい値が渡されるので、それを保存しなければなりません。反転で済むのは、
// misconception-ja: 書き込みがたまたま表示中の値の逆であるあいだだけです。保存するバインディングは `$darkMode` です。
// lesson: #one-value-two-views

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
            // A binding made by hand whose setter flips the value instead of storing the one it is given.
            SettingRow("Dark mode", isOn: Binding(get: { darkMode }, set: { _ in darkMode.toggle() }))
        }
    }
}
