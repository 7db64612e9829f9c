// check: compiles
// PlainList shows any Identifiable items (departures with Int ids, alarms with String ids, items that are not
// Hashable) with any views. Its closure is a view builder: an `if`, an `if`/`else` with different views,
// or several views in a row all compile. Its type names the item and the row's view:
// `PlainList<Departure, Text>`.
import MiniUI

@testable import Exercise01_1

/// A train leaving a station; the platform is not always known yet.
struct Departure: Identifiable {
    let id: Int
    let destination: String
    let platform: Int?
}

/// An id of another type. An alarm holds a closure, so it is not Hashable; only its id is.
struct Alarm: Identifiable {
    let id: String
    let label: String
    let ring: () -> Void
}

@MainActor
func usePlainLists(departures: [Departure], alarms: [Alarm]) {
    let destinations: PlainList<Departure, Text> = PlainList(departures) { departure in
        Text(departure.destination)
    }
    let announced = PlainList(departures) { departure in
        if departure.platform != nil {
            Text(departure.destination)
        }
    }
    let board = PlainList(departures) { departure in
        if let platform = departure.platform {
            Text("\(departure.destination): platform \(platform)")
        } else {
            Text(departure.destination).foregroundStyle(.secondary)
        }
    }
    let clock = PlainList(alarms) { alarm in
        Text(alarm.label).font(.headline)
        Text(alarm.id)
    }
    let rows: PlainList<Alarm, HStack<TupleView<(Text, Spacer)>>> = PlainList(alarms) { alarm in
        HStack {
            Text(alarm.label)
            Spacer()
        }
    }
    _ = (destinations, announced, board, clock, rows)
}
