// wrong: hands the row a binding whose setter flips the value instead of storing it
// rejected-by: stores-the-value-written
// misconception: A binding's setter is told the new value and must store it, whichever view makes the binding: the
// misconception: screen that hands one to the row, or the row that wraps the one it is given for its toggle. Flipping
// misconception: works only while every write happens to be the opposite of what is shown; a state's own binding,
// misconception: and the one a row is given, store when passed on as they are.
// misconception-ja: バインディングのセッターには新しい値が渡されるので、それを保存しなければなりません。行に渡すバインディングを作
// misconception-ja: る画面でも、受け取ったバインディングをトグルのために包み直す行でも同じです。反転で済むのは、書き込みがたまたま
// misconception-ja: 表示中の値の逆であるあいだだけです。状態そのもののバインディングも、行が受け取ったバインディングも、そのまま渡
// misconception-ja: せば保存されます。
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
