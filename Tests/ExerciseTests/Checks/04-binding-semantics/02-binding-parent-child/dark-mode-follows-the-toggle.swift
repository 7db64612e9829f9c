// check: runs, preview
// The screen starts in the mode its initializer was given, with no warning from the host; flipping the
// row's toggle changes the screen's own value, so its text follows, and the render log shows both views
// ran again: the screen and the row each read `darkMode`.
// varies: the mode the screen starts in (light, when graded)
import MiniUI

@testable import Exercise04_2

let startsInDarkMode = Vary.value("starts in dark mode", true) { _ in false }

let host = ViewHost(SettingsScreen(startsInDarkMode: startsInDarkMode))
print("the first screen:")
print(host.screen)
_ = host.takeRenderLog()

host.toggle("Dark mode")
print("after the toggle:")
print(host.screen)
print("render log after the toggle:", host.takeRenderLog())

host.toggle("Dark mode")
print("after toggling back:", host.texts)
print("warnings:", RuntimeWarnings.emitted.isEmpty ? "none" : RuntimeWarnings.emitted.joined(separator: " / "))

/* expected output:
the first screen:
Form
  Text("Dark")
  Toggle("Dark mode", isOn: true)
after the toggle:
Form
  Text("Light")
  Toggle("Dark mode", isOn: false)
render log after the toggle: ["SettingsScreen", "SettingRow"]
after toggling back: ["Dark", "Dark mode"]
warnings: none
*/
