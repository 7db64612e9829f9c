// wrong: takes a Binding<Bool> but copies its value into the row's own @State
// rejected-by: rows-share-one-source-of-truth
// misconception: Copying the binding's value into the row's own `@State` makes a second value that the owner never
// misconception: sees; store the binding itself in `_isOn`.
// misconception-ja: バインディングの値を行自身の `@State` にコピーすると、持ち主からは見えない 2 つ目の値ができます。
// misconception-ja: バインディングそのものを `_isOn` にしまいます。
// lesson: #one-value-two-views
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
