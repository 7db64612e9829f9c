// check: runs, preview
// Each row is identified by its chore's id and edits that chore in the list's array: the summary above
// follows every switch. When the first chore is removed, every other row keeps its id, its value and its
// own state: the pinned row is still Laundry's, and its switch still edits Laundry. (Rows identified by
// position would be renumbered, and the pin would move to Plants.)
import MiniUI

@testable import Exercise04_7

let host = ViewHost(
    ChoreList(chores: [
        Chore(name: "Dishes", isDone: false),
        Chore(name: "Laundry", isDone: false),
        Chore(name: "Plants", isDone: true),
    ]))
print(host.screen)

host.toggle("Laundry")
print("after switching Laundry on:", host.texts[0])
host.toggle("Plants")
print("after switching Plants off:", host.texts[0])

host.tap("Pin Laundry")
host.tap("Remove first")
print(host.screen)

host.toggle("Laundry")
print("after switching Laundry off:", host.texts[0])

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
