// check: rejects
// A row edits a value that lives elsewhere, so it takes a binding to it: a plain Bool is refused, with the
// same words SwiftUI's Toggle uses.
import MiniUI

@testable import Exercise04_2

@MainActor
func makeRows() {
    let isOn = true
    // expected-error@+1 {{cannot convert value of type 'Bool' to expected argument type 'Binding<Bool>'}}
    _ = SettingRow("Wi-Fi", isOn: isOn)
}
