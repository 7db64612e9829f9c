// check: runs
// A binding's setter stores the value it is given. A tap writes the opposite of what the switch shows, so a
// setter that flips whatever it gets looks right to taps; a write of the value already shown (a setting
// synced from elsewhere, an accessibility action) tells them apart: writing "on" to a switch that is on
// leaves it on.
import MiniUI

@testable import Exercise04_2

let host = ViewHost(SettingsScreen(startsInDarkMode: true))
host.set(toggle: "Dark mode", to: true)
print("dark mode set on while on:", host.texts)
host.set(toggle: "Dark mode", to: false)
print("set off:", host.texts)
host.set(toggle: "Dark mode", to: false)
print("set off again:", host.texts)
print("switch on:", host.isOn("Dark mode"))

/* expected output:
dark mode set on while on: ["Dark", "Dark mode"]
set off: ["Light", "Dark mode"]
set off again: ["Light", "Dark mode"]
switch on: false
*/
