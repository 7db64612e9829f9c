// check: runs
// A row's switch is kept by whoever was handed it and read after the lamp changed elsewhere: it reads the lamp as
// it is now, and writes into it. The rows' bodies are kept as they were first built; then the porch is switched
// on and the hall off from outside, and the kept switches are read and written. (On screen, each change runs the
// row's body again and hands the switch a new binding, so a binding that answers with what the lamp showed when
// the body ran looks right there.) Last, two switches write the value their lamps already have: nothing changes.
import MiniUI

@testable import Exercise04_8

/// The bindings of the switches that a view's body holds (a check's look inside the views a body returns; SwiftUI
/// keeps a switch's binding the same way, and reads it when it draws). Objects are not looked into.
@MainActor
func switches(in value: Any, depth: Int = 0) -> [Binding<Bool>] {
    if let toggle = value as? Toggle<Text> {
        return (Mirror(reflecting: toggle).descendant("isOn") as? Binding<Bool>).map { [$0] } ?? []
    }
    let mirror = Mirror(reflecting: value)
    guard depth < 12, mirror.displayStyle != .class else { return [] }
    return mirror.children.flatMap { switches(in: $0.value, depth: depth + 1) }
}

let lamps = [
    Lamp(id: 1, name: "Hall", isLit: true),
    Lamp(id: 2, name: "Kitchen", isLit: false),
    Lamp(id: 3, name: "Porch", isLit: false),
]
let host = ViewHost(LampBoard(lamps: lamps))
let kept = host.views(of: LampRow.self).flatMap { switches(in: $0.body) }
print("switches kept:", kept.count)

lamps[2].isLit = true
lamps[0].isLit = false
print("kept switches read:", kept.map { $0.wrappedValue ? "on" : "off" })
if kept.count == 3 { kept[1].wrappedValue = true }
print("kitchen after its kept switch wrote on:", lamps[1].isLit ? "on" : "off")
// A switch writes the value it is handed, even the one the lamp already has (a setting synced from elsewhere).
if kept.count == 3 {
    kept[2].wrappedValue = true
    kept[0].wrappedValue = false
}
print(
    "porch and hall after their switches wrote what they show:", lamps[2].isLit ? "on" : "off",
    lamps[0].isLit ? "on" : "off")

/* expected output:
switches kept: 3
kept switches read: ["off", "off", "on"]
kitchen after its kept switch wrote on: on
porch and hall after their switches wrote what they show: on off
*/
