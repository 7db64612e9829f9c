// Goal: let a parent choose its state's first value in an initializer, and let a child row edit the
// parent's value through a @Binding instead of a copy of its own.
// Check it: swift run puzzles check 04.2
// Lesson: Lessons/04-binding-semantics/02-binding-parent-child/README.md

import MiniUI

/// One switch in a settings screen. The value it switches belongs to whoever made the row.
struct SettingRow: View {
    let title: String
    // TODO: This row keeps a copy: the toggle moves, the parent never hears of it. Make it
    //       `@Binding var isOn: Bool`.
    @State private var isOn: Bool

    // TODO: Take a `Binding<Bool>` and store it in the wrapper itself: `self._isOn = isOn`.
    init(_ title: String, isOn: Bool) {
        self.title = title
        self._isOn = State(initialValue: isOn)
    }

    var body: some View {
        Toggle(title, isOn: $isOn)
    }
}
