// check: runs
// A row's binding reads the object each time it is asked: pack the stove somewhere else (another screen, a
// sync) and the Stove switch's binding says so at once, before any body runs again. A getter that returns a
// value copied when the row was built keeps answering with that copy.
import MiniUI

@testable import Exercise04_4

let stove = GearObject(id: 1, label: "Stove", isPacked: false)
let lantern = GearObject(id: 2, label: "Lantern", isPacked: true)
let host = ViewHost(PackingRows(gear: [stove, lantern]))

stove.isPacked = true
lantern.isPacked = false
@MainActor func read(_ label: String) -> String { host.bindingValue(ofToggle: label).map { "\($0)" } ?? "no binding" }
print("packed and unpacked elsewhere, the bindings read:", read("Stove"), read("Lantern"))

/* expected output:
packed and unpacked elsewhere, the bindings read: true false
*/
