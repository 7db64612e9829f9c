// check: runs, preview
// A slice keeps its elements' ids (stops 2 and 3), a range of numbers identified by `\.self` gives one row
// per number, and a reversed array lists the same rows backwards. Every list is plain.
// varies: the stops (how many, their ids and names), where the slice starts, and the range of platforms
import MiniUI

@testable import Exercise01_4

struct Stop: Identifiable {
    let id: Int
    let name: String
}

let stops = Vary.value(
    "stops",
    [
        Stop(id: 1, name: "Kyoto"),
        Stop(id: 2, name: "Lisbon"),
        Stop(id: 3, name: "Glacier"),
    ]
) { random in
    random.ints(count: random.int(in: 3...5), in: 4...60).map { id in
        Stop(id: id, name: random.element(of: ["Harbour", "Old Town", "Airport", "Museum", "Stadium"]))
    }
}
let sliceStart = Vary.value("slice start", 1) { random in random.int(in: 1...(stops.count - 2)) }
let platforms = Vary.value("platforms", 1...2) { random in
    let first = random.int(in: 3...9)
    return first...(first + random.int(in: 0...3))
}

print(ViewHost(PlainList(stops[sliceStart...]) { Text($0.name) }).screen)
print(ViewHost(PlainList(platforms, id: \.self) { Text("Platform \($0)") }).screen)
print(ViewHost(PlainList(stops.reversed()) { Text($0.name) }).screen)

/* expected output:
List [style: .plain, minRowHeight: 0]
  ForEach
    row id: 2 [separator: .hidden, insets: EdgeInsets()]
      Text("Lisbon")
    row id: 3 [separator: .hidden, insets: EdgeInsets()]
      Text("Glacier")
List [style: .plain, minRowHeight: 0]
  ForEach
    row id: 1 [separator: .hidden, insets: EdgeInsets()]
      Text("Platform 1")
    row id: 2 [separator: .hidden, insets: EdgeInsets()]
      Text("Platform 2")
List [style: .plain, minRowHeight: 0]
  ForEach
    row id: 3 [separator: .hidden, insets: EdgeInsets()]
      Text("Glacier")
    row id: 2 [separator: .hidden, insets: EdgeInsets()]
      Text("Lisbon")
    row id: 1 [separator: .hidden, insets: EdgeInsets()]
      Text("Kyoto")
*/
