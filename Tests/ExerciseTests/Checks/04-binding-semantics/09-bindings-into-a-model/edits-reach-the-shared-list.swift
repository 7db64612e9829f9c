// check: runs, preview
// Each row edits its own entry in the shared model: "One more" and the switch change `list.entries`, and
// the summary follows. Every view that read `entries` runs again, each row included, because the array is
// one observed property: a row reads it through its binding. A change made to the model by code elsewhere
// shows at once, and a row keeps its entry when another is removed.
import MiniUI

@testable import Exercise04_9

let list = ShoppingList(entries: [
    Entry(id: 1, name: "Apples", quantity: 2, isBought: false),
    Entry(id: 2, name: "Bread", quantity: 1, isBought: false),
])
let host = ViewHost(ShoppingScreen(list: list))
print(host.screen)
_ = host.takeRenderLog()

host.tap("One more Apples")
print("the model:", list.entries.map { "\($0.quantity) \($0.name)" })
print("after one more Apples:", host.takeRenderLog())

host.toggle("Bread")
print("the model:", list.entries.map { "\($0.name) bought: \($0.isBought)" })
print("after buying Bread:", host.texts[0], host.takeRenderLog())

list.entries[1].quantity = 3
print("after code elsewhere wants 3 Bread:", host.texts)

list.entries.removeFirst()
host.tap("One more Bread")
print("after removing Apples and one more Bread:", host.texts)

/* expected output:
Text("0 of 2 bought")
ForEach
  row id: 1
    Toggle("Apples", isOn: false)
    Text("2 × Apples")
    Button("One more Apples")
  row id: 2
    Toggle("Bread", isOn: false)
    Text("1 × Bread")
    Button("One more Bread")
the model: ["3 Apples", "1 Bread"]
after one more Apples: ["ShoppingScreen", "EntryRow[id: 1]", "EntryRow[id: 2]"]
the model: ["Apples bought: false", "Bread bought: true"]
after buying Bread: 1 of 2 bought ["ShoppingScreen", "EntryRow[id: 1]", "EntryRow[id: 2]"]
after code elsewhere wants 3 Bread: ["1 of 2 bought", "Apples", "3 × Apples", "One more Apples", "Bread", "3 × Bread", "One more Bread"]
after removing Apples and one more Bread: ["1 of 1 bought", "Bread", "4 × Bread", "One more Bread"]
*/
