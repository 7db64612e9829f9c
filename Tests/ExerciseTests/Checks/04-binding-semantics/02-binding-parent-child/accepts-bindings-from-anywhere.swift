// check: compiles
// A row takes any Binding<Bool>: to a parent's @State, to a property of a struct held in state, to
// another view's @Binding, or a constant for a preview. The screen is made with its first value.
import MiniUI

@testable import Exercise04_2

struct Preferences {
    var wifi = true
    var bluetooth = false
}

struct Network: View {
    @State private var preferences = Preferences()
    @State private var airplaneMode = false

    var body: some View {
        SettingRow("Airplane mode", isOn: $airplaneMode)
        SettingRow("Wi-Fi", isOn: $preferences.wifi)
        BluetoothSection(isOn: $preferences.bluetooth)
        SettingRow("Always on", isOn: .constant(true))
        SettingsScreen(startsInDarkMode: false)
    }
}

struct BluetoothSection: View {
    @Binding var isOn: Bool

    var body: some View {
        SettingRow("Bluetooth", isOn: $isOn)
    }
}
