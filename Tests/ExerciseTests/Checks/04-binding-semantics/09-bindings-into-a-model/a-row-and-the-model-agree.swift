// check: runs
// A row shows its entry as the model has it: after "One more", the row's own line and the model say the same.
// The row's line is read first, so a row whose edits go nowhere (a binding that drops every write) is told apart
// from one that edits a copy of its own while the model stays as it was.
import MiniUI

@testable import Exercise04_9

let list = ShoppingList(entries: [Entry(id: 1, name: "Figs", quantity: 1, isBought: false)])
let host = ViewHost(ShoppingScreen(list: list))
host.tap("One more Figs")
print("the row shows:", host.texts.first { $0.hasSuffix("× Figs") } ?? "no row")
print("the model has:", list.entries.map { "\($0.quantity) \($0.name)" })

/* expected output:
the row shows: 2 × Figs
the model has: ["2 Figs"]
*/
