// wrong: takes a Binding<Bool> but copies its value into the row's own @State
// rejected-by: rows-share-one-source-of-truth
// The signature is right, so every call compiles; but the row edits its copy, and two rows bound to the
// same value drift apart.

import MiniUI

struct SettingRow: View {
    let title: String
    @State private var isOn: Bool

    init(_ title: String, isOn: Binding<Bool>) {
        self.title = title
        self._isOn = State(initialValue: isOn.wrappedValue)
    }

    var body: some View {
        Toggle(title, isOn: $isOn)
    }
}
