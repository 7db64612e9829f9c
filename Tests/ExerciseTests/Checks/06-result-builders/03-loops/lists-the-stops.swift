// check: runs, preview
// `StopList` shows one row per stop, in order, each row identified by its stop's `id`: on a loop line the first
// stop's name comes again at the end, and its two rows are still two rows, told apart without a warning.
// varies: the loop line's stops: how many and their names
// behaviour-in: StopList.swift
import MiniUI

@testable import Exercise06_3

let names = Vary.value("stops", ["Central Station", "Museum Square", "Riverside"]) { random in
    random.sample(
        ["Old Mill", "Museum Square", "Riverside", "Stadium", "Lakeside", "Hospital"], count: random.int(in: 2...5))
}
let loopLine =
    names.enumerated().map { offset, name in Stop(id: 10 * (offset + 1), name: name) }
    + [Stop(id: 10 * (names.count + 1), name: names[0])]

let host = ViewHost(StopList(stops: loopLine))
print(host.screen)
print("warnings: \(host.warnings)")

/* expected output:
VStack(alignment: .leading)
  ForEach
    row id: 10
      Text("Central Station")
    row id: 20
      Text("Museum Square")
    row id: 30
      Text("Riverside")
    row id: 40
      Text("Central Station")
warnings: []
*/
