// check: runs, preview
// Flipping a row's switch changes the gear object the caller made, because the row and the caller hold the
// same object; a screen mounted afresh shows the new values. No body runs for the flips: nothing the host
// watches was written, so the switch goes on showing its old position, and flipping it again writes the
// opposite of what it shows, `true` once more: a setter must store the value it is given. A copied value, by
// contrast, changes alone.
// varies: the two pieces of gear: their ids and labels
import MiniUI

@testable import Exercise04_4

let ids = Vary.value("ids", [1, 2]) { random in random.ints(count: 2, in: 3...60) }
let labels = Vary.value("labels", ["Stove", "Lantern"]) { random in
    Array(random.shuffled(["Tent", "Kettle", "Torch", "Map", "Rope"]).prefix(2))
}

let stove = GearObject(id: ids[0], label: labels[0], isPacked: false)
let lantern = GearObject(id: ids[1], label: labels[1], isPacked: true)

let host = ViewHost(PackingRows(gear: [stove, lantern]))
print(host.screen)
_ = host.takeRenderLog()
host.toggle(stove.label)
print("after flipping \(stove.label), the caller's objects:", stove.isPacked, lantern.isPacked)
host.toggle(lantern.label)
print("after flipping \(lantern.label), the caller's objects:", stove.isPacked, lantern.isPacked)
print("render log after the two flips:", host.takeRenderLog())
let stoveShowsOff = "\(host.screen)".contains("Toggle(\"\(stove.label)\", isOn: false)")
print("the stale screen:", stoveShowsOff ? "\(stove.label) still shows off" : "\(stove.label) shows on")
host.toggle(stove.label)
print("after flipping the stale \(stove.label) switch again, it writes true again:", stove.isPacked)

print("a screen mounted afresh:")
print(ViewHost(PackingRows(gear: [stove, lantern])).screen)

let values = [GearValue(id: stove.id, label: stove.label, isPacked: false)]
var copy = values[0]
copy.isPacked = true
print("a copied value:", values[0].isPacked, "and its copy:", copy.isPacked)

/* expected output:
ForEach
  row id: 1
    Toggle("Stove", isOn: false)
  row id: 2
    Toggle("Lantern", isOn: true)
after flipping Stove, the caller's objects: true true
after flipping Lantern, the caller's objects: true false
render log after the two flips: []
the stale screen: Stove still shows off
after flipping the stale Stove switch again, it writes true again: true
a screen mounted afresh:
ForEach
  row id: 1
    Toggle("Stove", isOn: true)
  row id: 2
    Toggle("Lantern", isOn: false)
a copied value: false and its copy: true
*/
