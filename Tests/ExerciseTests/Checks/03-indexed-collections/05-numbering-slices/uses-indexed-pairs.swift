// check: runs
// The rows come from `data.indexed()`, the module's rule for 03.3 to 03.5: the ForEach that `body` builds loops
// over an IndexedCollection of the caller's collection itself, a slice here, not over a copy of it in an Array
// (of offsets from `enumerated()`, or of indices), even though offsets would number the rows the same.
import MiniUI

@testable import Exercise03_5

struct Stop: Identifiable {
    let id: Int
    var name: String
}

/// The type of the `data` of every ForEach found in `value`, looking through the stored properties of the
/// views (and modifiers) it is made of.
func forEachDataTypes(in value: Any, depth: Int = 0) -> [String] {
    guard depth < 40 else { return [] }
    let mirror = Mirror(reflecting: value)
    if String(describing: type(of: value)).hasPrefix("ForEach<") {
        return mirror.children.filter { $0.label == "data" }.map { String(describing: type(of: $0.value)) }
    }
    return mirror.children.flatMap { forEachDataTypes(in: $0.value, depth: depth + 1) }
}

let stops = [Stop(id: 1, name: "Quay"), Stop(id: 2, name: "Market"), Stop(id: 3, name: "Museum")]
let ahead = NumberedList(stops[1...]) { stop in
    Text(stop.name)
}
let found = forEachDataTypes(in: ahead.body)
print("ForEach over", found.isEmpty ? "nothing found" : found.joined(separator: ", "))

/* expected output:
ForEach over IndexedCollection<ArraySlice<Stop>>
*/
