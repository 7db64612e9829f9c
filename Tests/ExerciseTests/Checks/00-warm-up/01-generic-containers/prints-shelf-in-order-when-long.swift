// check: runs
// Order is a promise for a long shelf too: twenty-four spices, shelved in an order no hashing keeps (ids
// counting down), come back in the order their ids first arrived. A dictionary alone lists its values in the
// order of its hashes, which changes from run to run. Then a few refills and a new spice: a refilled spice
// keeps its place, as an identity should, and the new one goes at the end.
@testable import Exercise00_1

struct Spice: Shelvable {
    let id: String
    var grams: Int
}

let names = (1...24).reversed().map { "spice-\($0)" }
var rack = shelf(of: names.map { Spice(id: $0, grams: 50) })
let arrived = rack.items.map(\.id)
print("in arrival order:", arrived == names)
if arrived != names { print("listed:", arrived.joined(separator: " ")) }

rack.put(Spice(id: "spice-7", grams: 80))
rack.put(Spice(id: "spice-24", grams: 10))
rack.put(Spice(id: "spice-25", grams: 30))
let refilled = rack.items.map(\.id)
print("refills keep their places:", refilled == names + ["spice-25"])
if refilled != names + ["spice-25"] { print("listed after refills:", refilled.joined(separator: " ")) }
print("refilled in place:", rack.items[0].grams, rack.items[17].grams, rack.items.count)

/* expected output:
in arrival order: true
refills keep their places: true
refilled in place: 10 80 25
*/
