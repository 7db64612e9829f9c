// check: runs, preview
// Every view that read a changed property runs again, and only those: a switch re-renders its row and the
// count (which read `isEnabled`), the "Switch Radio" button does the same for Radio although it changes
// the object directly, and a rename re-renders only the renamed feature's row (the count never read a
// name). The board itself, which read no property of any feature, never runs again.
import MiniUI

@testable import Exercise04_8

let host = ViewHost(
    FeatureBoard(features: [
        Feature(id: 1, name: "Wi-Fi", isEnabled: false),
        Feature(id: 2, name: "Bluetooth", isEnabled: true),
        Feature(id: 3, name: "Radio", isEnabled: false),
    ]))
print(host.screen)
_ = host.takeRenderLog()

host.toggle("Wi-Fi")
print(host.texts[0], "| after flipping Wi-Fi:", host.takeRenderLog())

host.tap("Switch Radio")
print(host.texts[0], "| after Switch Radio:", host.takeRenderLog())

host.tap("Rename Wi-Fi")
print(host.texts[0], "| after Rename Wi-Fi:", host.takeRenderLog())
print(host.screen)

/* expected output:
Text("1 of 3 enabled")
ForEach
  row id: 1
    Toggle("Wi-Fi", isOn: false)
  row id: 2
    Toggle("Bluetooth", isOn: true)
  row id: 3
    Toggle("Radio", isOn: false)
Button("Switch Radio")
Button("Rename Wi-Fi")
2 of 3 enabled | after flipping Wi-Fi: ["EnabledCount", "FeatureRow[id: 1]"]
3 of 3 enabled | after Switch Radio: ["EnabledCount", "FeatureRow[id: 3]"]
3 of 3 enabled | after Rename Wi-Fi: ["FeatureRow[id: 1]"]
Text("3 of 3 enabled")
ForEach
  row id: 1
    Toggle("WLAN", isOn: true)
  row id: 2
    Toggle("Bluetooth", isOn: true)
  row id: 3
    Toggle("Radio", isOn: true)
Button("Switch Radio")
Button("Rename Wi-Fi")
*/
