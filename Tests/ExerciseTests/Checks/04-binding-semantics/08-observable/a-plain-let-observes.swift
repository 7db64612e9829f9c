// check: runs
// Nothing but a plain `let` is needed to observe an @Observable object: a view that shows a feature's name
// runs again when code elsewhere renames it, and not when code elsewhere switches it. (The same view over a
// plain class, or over an ObservableObject held with `let`, would never run again.)
import MiniUI

@testable import Exercise04_8

struct NameLabel: View {
    let feature: Feature

    var body: some View {
        Text(feature.name)
    }
}

let radio = Feature(id: 3, name: "Radio", isEnabled: false)
let host = ViewHost(NameLabel(feature: radio))
_ = host.takeRenderLog()

radio.isEnabled = true
print(host.texts, host.takeRenderLog())
radio.name = "FM Radio"
print(host.texts, host.takeRenderLog())

/* expected output:
["Radio"] []
["FM Radio"] ["NameLabel"]
*/
