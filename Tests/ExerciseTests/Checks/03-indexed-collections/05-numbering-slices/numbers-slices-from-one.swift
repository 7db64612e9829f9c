// check: runs, preview
// Every list starts at "1.": the stops still ahead, stops[3...] (whose indices are 3 and 4), the range
// 10..<13 (whose indices are 10, 11, 12) and the return trip, a reversed view of the array (whose indices
// are not numbers). Ids stay the stops' own.
// varies: the stops (how many, their ids and names), where the slice starts (never at 0), and the range (never from 0)
import MiniUI

@testable import Exercise03_5

struct Stop: Identifiable {
    let id: Int
    var name: String
}

let stops = Vary.value(
    "stops",
    [
        Stop(id: 1, name: "Harbour"),
        Stop(id: 2, name: "Market Hall"),
        Stop(id: 3, name: "Old Bridge"),
        Stop(id: 4, name: "Museum"),
        Stop(id: 5, name: "Hilltop"),
    ]
) { random in
    random.ints(count: random.int(in: 3...6), in: 6...60).map { id in
        Stop(id: id, name: random.element(of: ["Lighthouse", "Town Hall", "Ferry Pier", "Mill", "Orchard", "Quarry"]))
    }
}
let sliceStart = Vary.value("slice start", 3) { random in random.int(in: 1...(stops.count - 1)) }
let platforms = Vary.value("platforms", 10..<13) { random in
    let first = random.int(in: 2...20)
    return first..<(first + random.int(in: 1...4))
}

let host = ViewHost(NumberedList(stops[sliceStart...]) { Text($0.name) })
print(host.screen)
print(ViewHost(NumberedList(platforms, id: \.self) { Text("Platform \($0)") }).texts)
let returnTrip: ReversedCollection<[Stop]> = stops.reversed()
print(ViewHost(NumberedList(returnTrip) { Text($0.name) }).texts)

/* expected output:
List [style: .automatic, minRowHeight: 44]
  ForEach
    row id: 4 [separator: .automatic, insets: .automatic]
      HStack
        Text("1.")
        Text("Museum")
    row id: 5 [separator: .automatic, insets: .automatic]
      HStack
        Text("2.")
        Text("Hilltop")
["1.", "Platform 10", "2.", "Platform 11", "3.", "Platform 12"]
["1.", "Hilltop", "2.", "Museum", "3.", "Old Bridge", "4.", "Market Hall", "5.", "Harbour"]
*/
