// check: runs
// Order is a promise for a long shelf too: twenty-four spices, shelved in an order no hashing keeps (ids
// counting down, then a few refills), come back in the order their ids first arrived. A dictionary alone
// lists its values in the order of its hashes, which changes from run to run.
@testable import Exercise00_1

struct Spice: Shelvable {
    let id: String
    var grams: Int
}

let names = (1...24).reversed().map { "spice-\($0)" }
var rack = shelf(of: names.map { Spice(id: $0, grams: 50) })
rack.put(Spice(id: "spice-7", grams: 80))
rack.put(Spice(id: "spice-24", grams: 10))
rack.put(Spice(id: "spice-25", grams: 30))

let listed = rack.items.map(\.id)
print("in arrival order:", listed == names + ["spice-25"])
if listed != names + ["spice-25"] { print("listed:", listed.joined(separator: " ")) }
print("refilled in place:", rack.items[0].grams, rack.items[17].grams, rack.items.count)

/* expected output:
in arrival order: true
refilled in place: 10 80 25
*/
