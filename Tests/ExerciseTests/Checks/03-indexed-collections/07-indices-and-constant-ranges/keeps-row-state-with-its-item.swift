// check: runs
// Each row's "packed" switch is state that lives in the row. Pack the passport, then remove the tent above
// it: the passport moves up to row 1 and must still be packed, and the stove that moves up to row 2 must not
// be. (A row identified by its position keeps the state of whatever used to be at that position.)
import MiniUI

@testable import Exercise03_7

struct Trip: View {
    @State private var items = [Item(id: 1, name: "Tent"), Item(id: 2, name: "Passport"), Item(id: 3, name: "Stove")]

    var body: some View {
        VStack {
            Button("Leave the tent") { items.removeAll { $0.name == "Tent" } }
            Button("Bring a lamp first") { items.insert(Item(id: 4, name: "Lamp"), at: 0) }
            PackingList(items: items)
        }
    }
}

let host = ViewHost(Trip())
host.toggle("2. Passport")
print("packed the passport:", host.isOn("2. Passport"))

host.tap("Leave the tent")
print("passport, now row 1:", host.isOn("1. Passport"))
print("stove, now row 2:   ", host.isOn("2. Stove"))

host.tap("Bring a lamp first")
print("lamp, new row 1:    ", host.isOn("1. Lamp"))
print("passport, row 2:    ", host.isOn("2. Passport"))

/* expected output:
packed the passport: true
passport, now row 1: true
stove, now row 2:    false
lamp, new row 1:     false
passport, row 2:     true
*/
