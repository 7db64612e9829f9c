// wrong: declares the state false and copies the initializer's value into it in onAppear
// rejected-by: keeps-the-choice-when-the-screen-comes-back
// misconception: `onAppear` is not where a state gets its first value: its action runs each time the view comes on
// misconception: screen, so a screen the user comes back to (another tab, a screen pushed over it) gets the
// misconception: initializer's value again and loses the user's choice. Give the first value once, in the
// misconception: initializer: `State(initialValue:)`, or an assignment to a state declared without a default.
// misconception-ja: `onAppear` は状態に最初の値を与える場所ではありません。そのアクションはビューが画面に出るたびに実行される
// misconception-ja: ので、ユーザーが戻ってきた画面（別のタブや、上に積まれた画面から戻ったとき）はイニシャライザの値を
// misconception-ja: もう一度受け取り、ユーザーの選択を失います。最初の値はイニシャライザで一度だけ与えます
// misconception-ja: （`State(initialValue:)` か、デフォルト値のない宣言への代入）。
// lesson: #the-trap-the-starter-is-caught-in
// The first screen says Dark, since the action runs before the view is first drawn; only coming back shows it.

import MiniUI

/// A settings screen that says which mode is on, above the row that switches it.
struct SettingsScreen: View {
    private let initialDarkMode: Bool
    @State private var darkMode = false

    init(startsInDarkMode: Bool) {
        initialDarkMode = startsInDarkMode
    }

    var body: some View {
        Form {
            Text(darkMode ? "Dark" : "Light")
            SettingRow("Dark mode", isOn: $darkMode)
        }
        .onAppear { darkMode = initialDarkMode }
    }
}
