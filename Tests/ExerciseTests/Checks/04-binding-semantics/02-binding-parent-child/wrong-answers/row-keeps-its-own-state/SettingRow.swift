// wrong: the row keeps its own @State, started from the parent's value
// rejected-by: dark-mode-follows-the-toggle
// misconception: A row that keeps its own `@State` switches a copy, and the screen above never hears of it; the row
// misconception: should take a `@Binding` to its owner's value.
// misconception-ja: 自分の `@State` を持つ行はコピーを切り替えるだけで、上の画面には何も伝わりません。
// misconception-ja: 行は持ち主の値への `@Binding` を受け取ります。
// lesson: #one-value-two-views
// The toggle moves, but only the row's copy changes: the screen above keeps saying "Dark", and a parent
// can still hand the row a plain Bool.

import MiniUI

struct SettingRow: View {
    let title: String
    @State private var isOn: Bool

    init(_ title: String, isOn: Bool) {
        self.title = title
        self._isOn = State(initialValue: isOn)
    }

    var body: some View {
        Toggle(title, isOn: $isOn)
    }
}
