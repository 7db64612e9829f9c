// check: runs
// A binding stores no chore: it reads the list's array each time it is read, and writes to it each time it is
// written. So a row held on to (as SwiftUI holds a row while it is on screen) reads a switch flipped elsewhere at
// once, and a write through it starts from the chore as it is now, not as it was when the row was built. A
// binding whose getter returns a copy taken when the row was built reads the old switch, and its write undoes
// the change made elsewhere (a constant binding drops the first write, through the held Dishes row, which tells
// the two mistakes apart). After a chore is removed, the rows on screen still edit their own chores.
import MiniUI

@testable import Exercise04_7

let host = ViewHost(
    ChoreList(chores: [
        Chore(name: "Dishes", isDone: false),
        Chore(name: "Laundry", isDone: false),
        Chore(name: "Plants", isDone: true),
    ]))
let held = host.views(of: ChoreRow.self)
print("rows:", held.map(\.chore.name))

held[0].chore.isDone = true
print("Dishes switched on through the held row:", host.texts[0])

host.toggle("Laundry")
print("Laundry switched on elsewhere; the held Laundry row reads:", held[1].chore.isDone)

host.toggle("Plants")
held[2].chore.isDone.toggle()
print("Plants switched off elsewhere, then back on through the held row:", host.texts[0])

host.tap("Remove first")
let current = host.views(of: ChoreRow.self)
current[1].chore.isDone = false
print("after removing Dishes, Plants switched off through its row:", host.texts[0])
print("rows:", current.map { "\($0.chore.name) \($0.chore.isDone)" })

/* expected output:
rows: ["Dishes", "Laundry", "Plants"]
Dishes switched on through the held row: Done: Dishes, Plants
Laundry switched on elsewhere; the held Laundry row reads: true
Plants switched off elsewhere, then back on through the held row: Done: Dishes, Laundry, Plants
after removing Dishes, Plants switched off through its row: Done: Laundry
rows: ["Laundry true", "Plants false"]
*/
