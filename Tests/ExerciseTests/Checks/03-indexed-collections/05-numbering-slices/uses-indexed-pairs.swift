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

let stops = [Stop(id: 1, name: "Quay"), Stop(id: 2, name: "Market"), Stop(id: 3, name: "Museum")]
let ahead = NumberedList(stops[1...]) { stop in
    Text(stop.name)
}
let found = ViewHost.forEachDataTypes(in: ahead.body)
print("ForEach over", found.isEmpty ? "nothing found" : found.joined(separator: ", "))

/* expected output:
ForEach over IndexedCollection<ArraySlice<Stop>>
*/
