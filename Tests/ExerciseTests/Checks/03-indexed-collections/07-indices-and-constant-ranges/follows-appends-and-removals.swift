// check: runs, preview
// Items are appended and removed while the list is on screen: after each change the rows show exactly the
// items there are, numbered from 1, and SwiftUI has nothing to warn about. (Over a constant range the list
// would keep its first count: an appended item never shows, and SwiftUI warns that `ForEach(_:content:)`
// should only be used for constant data.)
import MiniUI

@testable import Exercise03_7

struct Trip: View {
    @State private var items = [Item(id: 1, name: "Tent"), Item(id: 2, name: "Passport")]
    @State private var nextID = 3

    var body: some View {
        VStack {
            Button("Add charger") { add("Charger") }
            Button("Add map") { add("Map") }
            Button("Remove first") { items.removeFirst() }
            Button("Remove last") { items.removeLast() }
            PackingList(items: items)
        }
    }

    func add(_ name: String) {
        items.append(Item(id: nextID, name: name))
        nextID += 1
    }
}

let host = ViewHost(Trip())
@MainActor
func rows() -> String {
    host.texts.filter { !["Add charger", "Add map", "Remove first", "Remove last"].contains($0) }.description
}

print("at first:    ", rows())
host.tap("Add charger")
print("add charger: ", rows())
host.tap("Add map")
print("add map:     ", rows())
host.tap("Remove first")
print("remove first:", rows())
host.tap("Remove last")
print("remove last: ", rows())
print("warnings:    ", host.warnings.count)
for warning in host.warnings {
    print("warning:", warning)
}

/* expected output:
at first:     ["1. Tent", "2. Passport"]
add charger:  ["1. Tent", "2. Passport", "3. Charger"]
add map:      ["1. Tent", "2. Passport", "3. Charger", "4. Map"]
remove first: ["1. Passport", "2. Charger", "3. Map"]
remove last:  ["1. Passport", "2. Charger"]
warnings:     0
*/
