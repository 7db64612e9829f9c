import MiniUI

/// One switch in a settings screen. The value it switches belongs to whoever made the row.
///
/// `@Binding` stores no value: reading `isOn` asks the owner, writing it tells the owner. In the
/// initializer, `isOn` is a `Binding<Bool>` and goes into the wrapper, `_isOn`; `self.isOn = isOn` would
/// try to put a binding where a Bool goes.
struct SettingRow: View {
    let title: String
    @Binding var isOn: Bool

    init(_ title: String, isOn: Binding<Bool>) {
        self.title = title
        self._isOn = isOn
    }

    var body: some View {
        Toggle(title, isOn: $isOn)
    }
}
