// check: runs, preview
// Each row is identified by its chore's id and edits that chore in the list's array: the summary above
// follows every switch. When the first chore is removed, every other row keeps its id, its value and its
// own state: the pinned row is still Laundry's, and its switch still edits Laundry. (Rows identified by
// position would be renumbered, and the pin would move to Plants.)
// varies: the chores: how many, their names, which are done at first
import MiniUI

@testable import Exercise04_7

let chores = Vary.value(
    "chores",
    [
        Chore(name: "Dishes", isDone: false),
        Chore(name: "Laundry", isDone: false),
        Chore(name: "Plants", isDone: true),
    ],
    describe: { $0.map { "\($0.name)\($0.isDone ? " (done)" : "")" }.description },
    varied: { random in
        random.sample(["Sweeping", "Ironing", "Recycling", "Mopping", "Dusting"], count: random.int(in: 3...4)).map {
            Chore(name: $0, isDone: random.bool())
        }
    })
// The second chore is pinned and switched twice; the third is switched once.
let pinned = chores[1].name
let third = chores[2].name

let host = ViewHost(ChoreList(chores: chores))
print(host.screen)

host.toggle(pinned)
print("after switching \(pinned) \(chores[1].isDone ? "off" : "on"):", host.texts[0])
host.toggle(third)
print("after switching \(third) \(chores[2].isDone ? "off" : "on"):", host.texts[0])

host.tap("Pin \(pinned)")
host.tap("Remove first")
print(host.screen)

host.toggle(pinned)
print("after switching \(pinned) \(chores[1].isDone ? "on" : "off"):", host.texts[0])

/* expected output:
Form
  Text("Done: Plants")
  ForEach
    row id: "Dishes"
      Toggle("Dishes", isOn: false)
      Button("Pin Dishes")
    row id: "Laundry"
      Toggle("Laundry", isOn: false)
      Button("Pin Laundry")
    row id: "Plants"
      Toggle("Plants", isOn: true)
      Button("Pin Plants")
  Button("Remove first")
after switching Laundry on: Done: Laundry, Plants
after switching Plants off: Done: Laundry
Form
  Text("Done: Laundry")
  ForEach
    row id: "Laundry"
      Toggle("Laundry", isOn: true)
      Button("Unpin Laundry")
    row id: "Plants"
      Toggle("Plants", isOn: false)
      Button("Pin Plants")
  Button("Remove first")
after switching Laundry off: Nothing done
*/
