// check: runs
// A row shows the lamp it is given now: when its parent hands it another lamp, it shows and switches that one.
// (A row that kept the first lamp in its own `@State` would go on showing it.)
import MiniUI

@testable import Exercise04_8

struct Spotlight: View {
    let lamps: [Lamp]
    @State private var index = 0

    var body: some View {
        LampRow(lamp: lamps[index])
        Button("Next lamp") { index = (index + 1) % lamps.count }
    }
}

let desk = Lamp(id: 1, name: "Desk", isLit: true)
let shelf = Lamp(id: 2, name: "Shelf", isLit: false)
let host = ViewHost(Spotlight(lamps: [desk, shelf]))
print(host.screen)
host.tap("Next lamp")
print(host.screen)
host.toggle("Shelf")
print("after switching the shown lamp:", "Desk", desk.isLit, "Shelf", shelf.isLit)

/* expected output:
Toggle("Desk", isOn: true)
Button("Next lamp")
Toggle("Shelf", isOn: false)
Button("Next lamp")
after switching the shown lamp: Desk true Shelf true
*/
