// check: runs
// The row's switch moves when it is flipped, and the screen's text follows it: the row writes into what it was
// handed. The switch is read before the text, so a switch that never moves (a binding that drops every write)
// is told apart from one that moves on its own while the screen stays as it was (a copy kept in the row).
import MiniUI

@testable import Exercise04_2

let host = ViewHost(SettingsScreen(startsInDarkMode: false))
host.toggle("Dark mode")
print("the switch after a flip:", host.isOn("Dark mode") ? "on" : "off")
print("the screen after a flip:", host.texts.first ?? "nothing")

/* expected output:
the switch after a flip: on
the screen after a flip: Dark
*/
