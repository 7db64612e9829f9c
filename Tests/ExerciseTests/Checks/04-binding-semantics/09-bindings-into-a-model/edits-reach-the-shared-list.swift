// check: runs, preview
// Each row edits its own entry in the shared model: "One more" and the switch change `list.entries`, and
// the summary follows. Every view that read `entries` runs again, each row included, because the array is
// one observed property: a row reads it through its binding. A change made to the model by code elsewhere
// shows at once, and a row keeps its entry when another is removed.
// varies: the entries: how many, their ids, names, quantities and whether bought; the quantity code sets
import MiniUI

@testable import Exercise04_9

let entries = Vary.value(
    "entries",
    [
        Entry(id: 1, name: "Apples", quantity: 2, isBought: false),
        Entry(id: 2, name: "Bread", quantity: 1, isBought: false),
    ],
    describe: { $0.map { "\($0.id) \($0.quantity) × \($0.name)\($0.isBought ? " bought" : "")" }.description },
    varied: { random in
        let names = random.sample(["Leeks", "Rice", "Butter", "Lemons", "Tea"], count: random.int(in: 2...4))
        return zip(random.ints(count: names.count, in: 3...60), names).map { id, name in
            // The second entry is bought by the check's own tap: it starts not bought.
            Entry(id: id, name: name, quantity: random.int(in: 1...5), isBought: name != names[1] && random.bool())
        }
    })
let wanted = Vary.number("quantity set by code", 3, in: 4...9)
let first = entries[0].name
let second = entries[1].name

let list = ShoppingList(entries: entries)
let host = ViewHost(ShoppingScreen(list: list))
print(host.screen)
_ = host.takeRenderLog()

host.tap("One more \(first)")
print("the model:", list.entries.map { "\($0.quantity) \($0.name)" })
print("after one more \(first):", host.takeRenderLog())

host.toggle(second)
print("the model:", list.entries.map { "\($0.name) bought: \($0.isBought)" })
print("after buying \(second):", host.texts[0], host.takeRenderLog())

list.entries[1].quantity = wanted
print("after code elsewhere wants \(wanted) \(second):", host.texts)

list.entries.removeFirst()
host.tap("One more \(second)")
print("after removing \(first) and one more \(second):", host.texts)

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
