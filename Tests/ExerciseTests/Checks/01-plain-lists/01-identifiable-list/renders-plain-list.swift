// check: runs, preview
// A PlainList renders as a List in the plain style with no minimum row height, and each row hides its
// separator and has zero insets. Rows are identified by the departures' ids; the departure whose platform
// is not known yet builds nothing (the `if` in the closure has no else), so it shows nothing.
import MiniUI

@testable import Exercise01_1

struct Departure: Identifiable {
    let id: Int
    let destination: String
    let platform: Int?
}

let departures = [
    Departure(id: 1, destination: "Bergen", platform: 4),
    Departure(id: 2, destination: "Trondheim", platform: nil),
    Departure(id: 3, destination: "Stavanger", platform: 2),
]

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
