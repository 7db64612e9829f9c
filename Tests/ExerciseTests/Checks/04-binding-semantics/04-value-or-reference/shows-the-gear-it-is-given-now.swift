// check: runs
// behaviour-in: Gear.swift, PackingRows.swift
// The rows show the gear they are given now: when the parent hands the list other gear, a switch per new piece
// appears, and it packs that piece. (A list that kept the gear it was first given in its own `@State` would go on
// showing the first gear.)
import MiniUI

@testable import Exercise04_4

let hike = [GearObject(id: 1, label: "Boots", isPacked: false)]
let camp = [GearObject(id: 2, label: "Tent", isPacked: false), GearObject(id: 3, label: "Stove", isPacked: true)]

struct TripSwitcher: View {
    @State private var camping = false

    var body: some View {
        Button(camping ? "Plan a hike" : "Plan a camp") { camping.toggle() }
        PackingRows(gear: camping ? camp : hike)
    }
}

let host = ViewHost(TripSwitcher())
print("the hike:", host.texts)
host.tap("Plan a camp")
print("the camp:", host.texts)
host.toggle("Tent")
print("after packing the tent:", camp.map { "\($0.label) \($0.isPacked)" }, hike.map { "\($0.label) \($0.isPacked)" })

/* expected output:
the hike: ["Plan a camp", "Boots"]
the camp: ["Plan a hike", "Tent", "Stove"]
after packing the tent: ["Tent true", "Stove true"] ["Boots false"]
*/
