// check: runs, preview
// A slice keeps its elements' ids (stops 2 and 3), a range of numbers identified by `\.self` gives one row
// per number, and a reversed array lists the same rows backwards. Every list is plain.
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

print(ViewHost(PlainList(stops[1...]) { Text($0.name) }).screen)
print(ViewHost(PlainList(1...2, id: \.self) { Text("Platform \($0)") }).screen)
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
