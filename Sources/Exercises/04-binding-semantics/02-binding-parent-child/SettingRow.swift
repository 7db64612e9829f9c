// Goal: let a parent choose its state's first value in an initializer, and let a child row edit the
// parent's value through a @Binding instead of a copy of its own.
// Check it: swift run puzzles check 04.2
// Lesson: Lessons/04-binding-semantics/02-binding-parent-child/README.md

import MiniUI

/// One switch in a settings screen. The value it switches belongs to whoever made the row.
struct SettingRow: View {
    let title: String
    // TODO: This row keeps a copy: the toggle moves, the parent never hears of it. Make `isOn` refer to a
    //       value that belongs to whoever made the row.
    @State private var isOn: Bool

    // TODO: Take a binding to a Bool instead of a Bool, and store what you are given where the row can use it.
    init(_ title: String, isOn: Bool) {
        self.title = title
        self._isOn = State(initialValue: isOn)
    }

    var body: some View {
        Toggle(title, isOn: $isOn)
    }
}
