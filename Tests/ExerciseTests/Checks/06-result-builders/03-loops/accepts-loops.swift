// check: compiles
// An `@AnnouncementBuilder` closure takes `for` loops: over stops or over a range, with a `where` clause, with an
// `if` or another loop inside. `StopList` is a view made from a route's stops.
import MiniUI

@testable import Exercise06_3

func makeAnnouncements(route: [Stop]) -> [Announcement] {
    [
        Announcement {
            "Calling at:"
            for stop in route {
                stop.name
            }
        },
        Announcement {
            for stop in route where !stop.connections.isEmpty {
                stop
            }
        },
        Announcement {
            for stop in route {
                if stop.connections.count > 1 {
                    "\(stop.name) is an interchange"
                }
                for connection in stop.connections {
                    "\(stop.name): \(connection)"
                }
            }
        },
        Announcement {
            for minutes in 1...3 {
                "Next tram in \(minutes * 4) minutes"
            }
        },
    ]
}

func makeList(route: [Stop]) -> some View {
    StopList(stops: route)
}
