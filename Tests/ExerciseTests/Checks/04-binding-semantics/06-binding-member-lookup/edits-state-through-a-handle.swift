// check: runs
// A handle made from a @State's binding writes through the binding, so the host sees a change to the state
// and the screen follows; SwiftUI's own `$settings.features[0].isEnabled` and the handle reach the same
// place.
import MiniUI

@testable import Exercise04_6

struct Feature {
    let name: String
    var isEnabled: Bool
}

struct Panel: View {
    @State private var features = [Feature(name: "Wi-Fi", isEnabled: false), Feature(name: "Radio", isEnabled: true)]

    var body: some View {
        let handle = Handle($features)
        Text(features.map { "\($0.name): \($0.isEnabled ? "on" : "off")" }.joined(separator: ", "))
        Toggle("Wi-Fi", isOn: $features[0].isEnabled)
        Button("Turn Radio off") { handle[1].isEnabled.value = false }
        Button("Turn Wi-Fi off") { handle[0].isEnabled.value = false }
    }
}

let host = ViewHost(Panel())
host.toggle("Wi-Fi")
print(host.screen)
host.tap("Turn Radio off")
print(host.texts[0])
host.tap("Turn Wi-Fi off")
print(host.screen)

/* expected output:
Text("Wi-Fi: on, Radio: on")
Toggle("Wi-Fi", isOn: true)
Button("Turn Radio off")
Button("Turn Wi-Fi off")
Wi-Fi: on, Radio: off
Text("Wi-Fi: off, Radio: off")
Toggle("Wi-Fi", isOn: false)
Button("Turn Radio off")
Button("Turn Wi-Fi off")
*/
