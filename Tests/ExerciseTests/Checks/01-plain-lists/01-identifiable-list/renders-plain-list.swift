// check: runs, preview
// A PlainList renders as a List in the plain style with no minimum row height, and each row hides its
// separator and has zero insets. Rows are identified by the departures' ids; the departure whose platform
// is not known yet builds nothing (the `if` in the closure has no else), so it shows nothing.
// varies: the departures: how many, their ids, destinations and platforms
import MiniUI

@testable import Exercise01_1

struct Departure: Identifiable {
    let id: Int
    let destination: String
    let platform: Int?
}

let departures = Vary.value(
    "departures",
    [
        Departure(id: 1, destination: "Bergen", platform: 4),
        Departure(id: 2, destination: "Trondheim", platform: nil),
        Departure(id: 3, destination: "Stavanger", platform: 2),
    ]
) { random in
    random.ints(count: random.int(in: 2...5), in: 1...99).map { id in
        Departure(
            id: id, destination: random.element(of: ["Narvik", "Bodø", "Ålesund", "Tromsø", "Molde"]),
            platform: random.bool() ? random.int(in: 1...9) : nil)
    }
}

let board = PlainList(departures) { departure in
    if let platform = departure.platform {
        Text("\(departure.destination), platform \(platform)")
    }
}
print(ViewHost(board).screen)

/* expected output:
List [style: .plain, minRowHeight: 0]
  ForEach
    row id: 1 [separator: .hidden, insets: EdgeInsets()]
      Text("Bergen, platform 4")
    row id: 3 [separator: .hidden, insets: EdgeInsets()]
      Text("Stavanger, platform 2")
*/
