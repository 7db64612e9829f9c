// check: runs
// After a flip, the row's switch reads what was written: its binding reads the object, which now holds the new
// value. And the flip runs no body: the row keeps no state of its own that could change. (A constant binding
// drops the write and goes on reading the old value; a row with a `@State` copy reads its copy, and that state
// runs the row's body again.)
import MiniUI

@testable import Exercise04_4

let stove = GearObject(id: 1, label: "Stove", isPacked: false)
let host = ViewHost(PackingRows(gear: [stove]))
_ = host.takeRenderLog()
host.toggle("Stove")
print(
    "after flipping Stove on, its switch reads:", host.bindingValue(ofToggle: "Stove").map { "\($0)" } ?? "no binding")
print("bodies the flip ran:", host.takeRenderLog().count)

/* expected output:
after flipping Stove on, its switch reads: true
bodies the flip ran: 0
*/
