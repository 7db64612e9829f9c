// wrong: the row keeps its own @State, started from the parent's value
// rejected-by: dark-mode-follows-the-toggle
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
