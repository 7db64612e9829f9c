// check: runs, preview
// The screen starts in the mode its initializer was given, with no warning from the host; flipping the
// row's toggle changes the screen's own value, so its text follows, and the render log shows both views
// ran again: the screen and the row each read `darkMode`.
import MiniUI

@testable import Exercise04_2

let host = ViewHost(SettingsScreen(startsInDarkMode: true))
print(host.screen)
_ = host.takeRenderLog()

host.toggle("Dark mode")
print(host.screen)
print("after the toggle:", host.takeRenderLog())

host.toggle("Dark mode")
print(host.texts)
print("warnings:", RuntimeWarnings.emitted)

/* expected output:
Form
  Text("Dark")
  Toggle("Dark mode", isOn: true)
Form
  Text("Light")
  Toggle("Dark mode", isOn: false)
after the toggle: ["SettingsScreen", "SettingRow"]
["Dark", "Dark mode"]
warnings: []
*/
