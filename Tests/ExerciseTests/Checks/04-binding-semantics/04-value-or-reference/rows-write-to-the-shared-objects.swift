// check: runs, preview
// Flipping a row's switch changes the flag object the caller made, because the row and the caller hold
// the same object; a screen mounted afresh shows the new values. A copied value, by contrast, changes
// alone.
import MiniUI

@testable import Exercise04_4

let wifi = FlagObject(name: "Wi-Fi", isEnabled: false)
let bluetooth = FlagObject(name: "Bluetooth", isEnabled: true)

let host = ViewHost(FlagRows(flags: [wifi, bluetooth]))
print(host.screen)
host.toggle("Wi-Fi")
print("after flipping Wi-Fi, the caller's objects:", wifi.isEnabled, bluetooth.isEnabled)
host.toggle("Bluetooth")
print("after flipping Bluetooth, the caller's objects:", wifi.isEnabled, bluetooth.isEnabled)

print("a screen mounted afresh:")
print(ViewHost(FlagRows(flags: [wifi, bluetooth])).screen)

let values = [FlagValue(name: "Wi-Fi", isEnabled: false)]
var copy = values[0]
copy.isEnabled = true
print("a copied value:", values[0].isEnabled, "and its copy:", copy.isEnabled)

/* expected output:
ForEach
  row id: "Wi-Fi"
    Toggle("Wi-Fi", isOn: false)
  row id: "Bluetooth"
    Toggle("Bluetooth", isOn: true)
after flipping Wi-Fi, the caller's objects: true true
after flipping Bluetooth, the caller's objects: true false
a screen mounted afresh:
ForEach
  row id: "Wi-Fi"
    Toggle("Wi-Fi", isOn: true)
  row id: "Bluetooth"
    Toggle("Bluetooth", isOn: false)
a copied value: false and its copy: true
*/
