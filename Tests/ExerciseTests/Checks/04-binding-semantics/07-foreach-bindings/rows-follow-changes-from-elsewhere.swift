// check: runs
// A row reads its feature through its binding, so a change made by someone else (here a button that
// switches a feature directly in the array, the article's "SWITCH") shows in the row at once.
import MiniUI

@testable import Exercise04_7

struct Panel: View {
    @State private var features = [Feature(name: "Wi-Fi", isEnabled: false), Feature(name: "Radio", isEnabled: false)]

    var body: some View {
        ForEach($features) { $feature in
            FeatureRow(feature: $feature)
        }
        Button("Switch Radio") { features[1].isEnabled.toggle() }
    }
}

let host = ViewHost(Panel())
host.tap("Switch Radio")
print(host.screen)
host.toggle("Radio")
host.toggle("Wi-Fi")
print(host.screen)

/* expected output:
ForEach
  row id: "Wi-Fi"
    Toggle("Wi-Fi", isOn: false)
    Button("Pin Wi-Fi")
  row id: "Radio"
    Toggle("Radio", isOn: true)
    Button("Pin Radio")
Button("Switch Radio")
ForEach
  row id: "Wi-Fi"
    Toggle("Wi-Fi", isOn: true)
    Button("Pin Wi-Fi")
  row id: "Radio"
    Toggle("Radio", isOn: false)
    Button("Pin Radio")
Button("Switch Radio")
*/
