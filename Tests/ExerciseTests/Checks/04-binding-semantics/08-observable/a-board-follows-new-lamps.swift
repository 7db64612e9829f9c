// check: runs
// behaviour-in: LampBoard.swift, Lamp.swift
// The board shows the lamps it is given now: when its parent hands it another floor's lamps, the count and
// the switches follow, and switching a lamp of the new floor updates the count. (A board that kept the first
// array in its own `@State` would go on showing it; lamps that are not observed leave the count behind.)
import MiniUI

@testable import Exercise04_8

struct House: View {
    let floors: [[Lamp]]
    @State private var floor = 0

    var body: some View {
        LampBoard(lamps: floors[floor])
        Button("Go upstairs") { floor = 1 }
    }
}

let downstairs = [
    Lamp(id: 1, name: "Hall", isLit: true),
    Lamp(id: 2, name: "Kitchen", isLit: false),
    Lamp(id: 3, name: "Porch", isLit: false),
]
let upstairs = [
    Lamp(id: 4, name: "Landing", isLit: false),
    Lamp(id: 5, name: "Study", isLit: true),
    Lamp(id: 6, name: "Attic", isLit: true),
    Lamp(id: 7, name: "Bath", isLit: false),
]
let host = ViewHost(House(floors: [downstairs, upstairs]))
host.tap("Go upstairs")
print(host.texts)
host.toggle("Landing")
print(host.texts.first ?? "nothing")
print("the landing is lit:", upstairs[0].isLit)

/* expected output:
["2 of 4 lit", "Landing", "Study", "Attic", "Bath", "Switch Porch", "Rename Hall", "Go upstairs"]
3 of 4 lit
the landing is lit: true
*/
