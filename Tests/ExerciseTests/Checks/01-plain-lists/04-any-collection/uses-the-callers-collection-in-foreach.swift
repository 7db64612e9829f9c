// check: runs
// The list hands its rows to ForEach as the caller gave them: the ForEach that `body` builds is over the
// same collection type the list was made with (a slice stays an ArraySlice, a range a ClosedRange, a reversed
// array a ReversedCollection). Copying the data into an Array, in the initializer or in `body`, makes every
// ForEach a `ForEach<Array<…>, …>` and pays for a copy of the rows each time the body is asked for.
import MiniUI

@testable import Exercise01_4

struct Stop: Identifiable {
    let id: Int
    let name: String
}

let stops = [
    Stop(id: 1, name: "Kyoto"),
    Stop(id: 2, name: "Lisbon"),
    Stop(id: 3, name: "Glacier"),
]

func show(_ label: String, _ body: some View) {
    let found = ViewHost.forEachDataTypes(in: body)
    print("\(label): ForEach over \(found.isEmpty ? "nothing found" : found.joined(separator: ", "))")
}

show("stops[1...]", PlainList(stops[1...]) { Text($0.name) }.body)
show("1...2", PlainList(1...2, id: \.self) { Text("Platform \($0)") }.body)
show("stops.reversed()", PlainList(stops.reversed()) { Text($0.name) }.body)

/* expected output:
stops[1...]: ForEach over ArraySlice<Stop>
1...2: ForEach over ClosedRange<Int>
stops.reversed(): ForEach over ReversedCollection<Array<Stop>>
*/
