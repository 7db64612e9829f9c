// check: runs, preview
// Items are appended and removed while the list is on screen: after each change the rows show exactly the
// items there are, numbered from 1, and SwiftUI has nothing to warn about. (Over a constant range the list
// would keep its first count: an appended item never shows, and SwiftUI warns that `ForEach(_:content:)`
// should only be used for constant data.)
// varies: the items packed at first (how many, their names) and which buttons are tapped, in which order
import MiniUI

@testable import Exercise03_7

let packed = Vary.value("packed at first", ["Tent", "Passport"]) { random in
    random.sample(["Stove", "Torch", "Rope", "Compass", "Gloves"], count: random.int(in: 1...4))
}
let taps = Vary.value("taps", ["Add charger", "Add map", "Remove first", "Remove last"]) { random in
    // Removes only while something is packed: removing from an empty list is a mistake of the check's.
    var count = packed.count
    var taps: [String] = []
    for _ in 0..<random.int(in: 3...6) {
        let tap = random.element(
            of: count > 0 ? ["Add charger", "Add map", "Remove first", "Remove last"] : ["Add charger", "Add map"])
        count += tap.hasPrefix("Add") ? 1 : -1
        taps.append(tap)
    }
    return taps
}

struct Trip: View {
    @State private var items = packed.enumerated().map { Item(id: $0.offset + 1, name: $0.element) }
    @State private var nextID = packed.count + 1

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

let labels = [
    "Add charger": "add charger: ", "Add map": "add map:     ", "Remove first": "remove first:",
    "Remove last": "remove last: ",
]
print("at first:    ", rows())
for tap in taps {
    host.tap(tap)
    print(labels[tap, default: tap], rows())
}
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
