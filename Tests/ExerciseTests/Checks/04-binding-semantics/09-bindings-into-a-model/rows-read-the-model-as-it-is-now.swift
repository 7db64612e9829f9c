// check: runs
// A row's binding stores no entry: it reads the model each time it is read. A row held on to (as SwiftUI holds
// a row while it is on screen) reads a quantity that code elsewhere changed in the model, and "one more"
// through it starts from that quantity. A binding whose getter returns a copy taken when the row was built
// reads the old quantity, and its write puts the old value back. The held row is shown in a host of its own,
// so the check needs nothing of how the row keeps its binding (`@Binding var`, or a `Binding` in a `let`).
import MiniUI

@testable import Exercise04_9

let list = ShoppingList(entries: [
    Entry(id: 1, name: "Apples", quantity: 2, isBought: false),
    Entry(id: 2, name: "Bread", quantity: 1, isBought: false),
])
let host = ViewHost(ShoppingScreen(list: list))
let held = host.views(of: EntryRow.self)
print("rows:", held.count)

list.entries[0].quantity = 5
let apples = ViewHost(held[0])
print("5 Apples set elsewhere; the held Apples row reads:", apples.texts.filter { $0.contains("×") })

apples.tap("One more Apples")
print("one more through the held row, the model:", list.entries.map { "\($0.quantity) \($0.name)" })
print("on screen:", host.texts[2])

/* expected output:
rows: 2
5 Apples set elsewhere; the held Apples row reads: ["5 × Apples"]
one more through the held row, the model: ["6 Apples", "1 Bread"]
on screen: 6 × Apples
*/
