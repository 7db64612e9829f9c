// check: runs
// A slice of an array, stops[2...], keeps the array's indices: its first index is 2, not 0, so the first
// row is "1." only when the number counts steps from startIndex. Only Int indices here, so the list
// compiles even with `Data.Index == Int`: this check is about the numbering, not the constraint.
import MiniUI

@testable import Exercise03_5

struct Stop: Identifiable {
    let id: Int
    var name: String
}

let stops = [
    Stop(id: 1, name: "Harbour"),
    Stop(id: 2, name: "Market Hall"),
    Stop(id: 3, name: "Old Bridge"),
    Stop(id: 4, name: "Museum"),
    Stop(id: 5, name: "Hilltop"),
]

let stillAhead = stops[2...]
print("first index:", stillAhead.startIndex)
print(ViewHost(NumberedList(stillAhead) { Text($0.name) }).texts)

/* expected output:
first index: 2
["1.", "Old Bridge", "2.", "Museum", "3.", "Hilltop"]
*/
