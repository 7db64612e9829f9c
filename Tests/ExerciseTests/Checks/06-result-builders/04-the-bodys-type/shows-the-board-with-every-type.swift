// check: runs, preview
// A board of a header and one row per departure, as the host holds it (`host.tree` names every view that has a
// body by its full type, and every AnyView): the header's three views in order, and each row an HStack of its
// own cells, in order, with the row's type naming each cell's type and no AnyView in between.
// varies: the stop, its zone and the departures: how many, their lines, destinations, minutes and step-free access
import MiniUI

@testable import Exercise06_4

struct Departure: Identifiable {
    let id: Int
    let line: String
    let destination: String
    let minutes: Int
    let stepFree: Bool
}

let stop = Vary.value("stop", "Harbour") { random in
    random.element(of: ["Old Mill", "Market Square", "Riverside", "University"])
}
let zone = Vary.value("zone", "B") { random in random.element(of: ["A", "C", "D"]) }
let departures = Vary.value(
    "departures",
    [
        Departure(id: 1, line: "4", destination: "Old Mill", minutes: 3, stepFree: false),
        Departure(id: 2, line: "9", destination: "Airport", minutes: 7, stepFree: true),
    ],
    describe: { departures in
        departures.map { "\($0.line) to \($0.destination) in \($0.minutes)\($0.stepFree ? ", step-free" : "")" }
            .joined(separator: "; ")
    },
    varied: { random in
        (1...random.int(in: 1...3)).map { id in
            Departure(
                id: id, line: String(random.int(in: 1...12)),
                destination: random.element(of: ["Depot", "Harbour", "Zoo", "Castle Hill"]),
                minutes: random.int(in: 1...30), stepFree: random.bool())
        }
    }
)

struct Board: View {
    let departures: [Departure]

    var body: some View {
        VStack {
            StopHeader(stop: stop, zone: zone)
            ForEach(departures) { departure in
                if departure.stepFree {
                    BoardRow(Text(departure.line), Image(systemName: "figure.roll"), Text(departure.destination))
                } else {
                    BoardRow(Text(departure.line), Text(departure.destination), Text("\(departure.minutes) min"))
                }
            }
        }
    }
}

let host = ViewHost(Board(departures: departures))
print(host.tree)

/* expected output:
Board
  VStack
    StopHeader
      Image(systemName: "tram.fill")
      Text("Harbour")
      Text("Zone B")
    ForEach
      row id: 1
        BoardRow<Pack{Text, Text, Text}>
          HStack
            Text("4")
            Text("Old Mill")
            Text("3 min")
      row id: 2
        BoardRow<Pack{Text, Image, Text}>
          HStack
            Text("9")
            Image(systemName: "figure.roll")
            Text("Airport")
*/
