// check: runs
// A row's binding reads the object each time it is asked: pack the stove somewhere else (another screen, a
// sync) and the Stove switch's binding says so at once, before any body runs again. A getter that returns a
// value copied when the row was built keeps answering with that copy. First, the Lantern switch is set off
// through its binding: that write reaches the caller's lantern (a constant binding drops it, which tells the
// two mistakes apart: a frozen getter writes, and only its reads are old).
import MiniUI

@testable import Exercise04_4

let stove = GearObject(id: 1, label: "Stove", isPacked: false)
let lantern = GearObject(id: 2, label: "Lantern", isPacked: true)
let host = ViewHost(PackingRows(gear: [stove, lantern]))

host.set(toggle: "Lantern", to: false)
print("after setting Lantern off through its binding, the caller's lantern is packed:", lantern.isPacked)
stove.isPacked = true
lantern.isPacked = true
@MainActor func read(_ label: String) -> String { host.bindingValue(ofToggle: label).map { "\($0)" } ?? "no binding" }
print("both packed elsewhere, the bindings read:", read("Stove"), read("Lantern"))

/* expected output:
after setting Lantern off through its binding, the caller's lantern is packed: false
both packed elsewhere, the bindings read: true true
*/
