// check: runs
// A `for` loop in an announcement stands for the lines of every iteration, in order: each stop's name, each stop
// with connections as its announced lines (a `where` clause), and an `if` inside a loop adds its line only for the
// stops it holds for. A loop that runs no iteration (a `where` clause that holds for no stop: no stop connects to the
// night bus) adds no line, and the lines around it are spoken as they are. A line that an iteration says again is
// spoken again: on a loop line the first stop's name comes back at the end.
// varies: the route: how many stops, their names and their connections
// behaviour-in: Announcement.swift
import MiniUI

@testable import Exercise06_3

func describe(_ route: [Stop]) -> String {
    route.map { "\($0.name) [\($0.connections.joined(separator: ", "))]" }.joined(separator: "; ")
}

let route = Vary.value(
    "route",
    [
        Stop(id: 1, name: "Central Station", connections: ["Line 1", "the airport train"]),
        Stop(id: 2, name: "Market Square"),
        Stop(id: 3, name: "Harbour Gate", connections: ["the ferry"]),
        Stop(id: 4, name: "Depot Road"),
    ],
    describe: describe,
    varied: { random in
        let names = random.sample(
            ["Old Mill", "Museum Square", "Riverside", "Stadium", "Lakeside", "Hospital"], count: random.int(in: 2...5))
        return names.enumerated().map { offset, name in
            Stop(
                id: offset + 1, name: name,
                connections: random.sample(["Line 4", "Line 7", "the night bus"], count: random.int(in: 0...2)))
        }
    }
)

let callingAt = Announcement {
    "This tram calls at:"
    for stop in route {
        stop.name
    }
}
print(callingAt.lines.joined(separator: " / "))

let connections = Announcement {
    for stop in route where !stop.connections.isEmpty {
        stop
    }
}
print(connections.lines.joined(separator: " / "))

let interchanges = Announcement {
    "Interchanges:"
    for stop in route {
        if stop.connections.count > 1 {
            stop.name
        }
    }
    "End of the list"
}
print(interchanges.lines.joined(separator: " / "))

let nightBus = Announcement {
    "Change for the night bus at:"
    for stop in route where stop.connections.contains("the night bus") {
        stop.name
    }
    "End of the list"
}
print(nightBus.lines.joined(separator: " / "))

let loopLine = route + [Stop(id: route.count + 1, name: route[0].name)]
let roundTrip = Announcement {
    "This loop tram calls at:"
    for stop in loopLine {
        stop.name
    }
}
print(roundTrip.lines.joined(separator: " / "))

/* expected output:
This tram calls at: / Central Station / Market Square / Harbour Gate / Depot Road
Next stop: Central Station / Change here for Line 1 / Change here for the airport train / Next stop: Harbour Gate / Change here for the ferry
Interchanges: / Central Station / End of the list
Change for the night bus at: / End of the list
This loop tram calls at: / Central Station / Market Square / Harbour Gate / Depot Road / Central Station
*/
