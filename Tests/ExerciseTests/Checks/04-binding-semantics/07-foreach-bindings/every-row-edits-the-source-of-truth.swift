// check: runs, preview
// Each row is identified by its feature's id and edits that feature in the list's array: the summary above
// follows every switch. When the first feature is removed, every other row keeps its id, its value and its
// own state: the pinned row is still Bluetooth's. (Rows identified by position would be renumbered, and
// the pin would move to Radio.)
import MiniUI

@testable import Exercise04_7

let host = ViewHost(
    FeatureList(features: [
        Feature(name: "Wi-Fi", isEnabled: false),
        Feature(name: "Bluetooth", isEnabled: false),
        Feature(name: "Radio", isEnabled: true),
    ]))
print(host.screen)

host.toggle("Bluetooth")
print(host.texts[0])
host.toggle("Radio")
print(host.texts[0])

host.tap("Pin Bluetooth")
host.tap("Remove first")
print(host.screen)

/* expected output:
Form
  Text("Enabled: Radio")
  ForEach
    row id: "Wi-Fi"
      Toggle("Wi-Fi", isOn: false)
      Button("Pin Wi-Fi")
    row id: "Bluetooth"
      Toggle("Bluetooth", isOn: false)
      Button("Pin Bluetooth")
    row id: "Radio"
      Toggle("Radio", isOn: true)
      Button("Pin Radio")
  Button("Remove first")
Enabled: Bluetooth, Radio
Enabled: Bluetooth
Form
  Text("Enabled: Bluetooth")
  ForEach
    row id: "Bluetooth"
      Toggle("Bluetooth", isOn: true)
      Button("Unpin Bluetooth")
    row id: "Radio"
      Toggle("Radio", isOn: false)
      Button("Pin Radio")
  Button("Remove first")
*/
