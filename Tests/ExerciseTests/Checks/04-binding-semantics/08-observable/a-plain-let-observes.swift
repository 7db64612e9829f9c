// check: runs
// Nothing but a plain `let` is needed to observe an @Observable object: a view that shows a lamp's name
// runs again when code elsewhere renames it, and not when code elsewhere switches it. (The same view over a
// plain class, or over an ObservableObject held with `let`, would never run again.)
import MiniUI

@testable import Exercise04_8

struct NameLabel: View {
    let lamp: Lamp

    var body: some View {
        Text(lamp.name)
    }
}

let porch = Lamp(id: 3, name: "Porch", isLit: false)
let host = ViewHost(NameLabel(lamp: porch))
_ = host.takeRenderLog()

porch.isLit = true
print(host.texts, host.takeRenderLog())
porch.name = "Front porch"
print(host.texts, host.takeRenderLog())

/* expected output:
["Porch"] []
["Front porch"] ["NameLabel"]
*/
