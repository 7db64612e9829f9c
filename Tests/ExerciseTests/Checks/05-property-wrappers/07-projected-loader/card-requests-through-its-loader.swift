// check: runs, preview
// behaviour-in: Get.swift, StationsScreen.swift
// The card is handed `$rides` and starts the rides' request itself when it appears; the view that declared
// `@Get(\.rides)` keeps the state, so it is that view's state the request fills in. The screen loads its
// stations, and leaves the rides to the card: a data source that writes down every path it is asked for sees
// the screen ask for its stations once, and for the rides no more often than the card alone asks for them
// under a parent that never does (a screen that still requests the rides itself makes one request more, and so
// does a card that the screen builds anew when its stations arrive, since it appears, and asks, again).
// varies: the stations and rides the recording server sends: how many, their ids, names and routes
import Foundation
import MiniUI

@testable import Exercise05_7

/// A parent that never asks for the rides: only the card can.
struct QuietParent: View {
    @Get(\.rides) private var rides

    var body: some View {
        RidesCard(rides: rides, loader: $rides)
    }
}

var requested: [String] = []

/// The bodies the recording server sends instead of the mock's (none: the mock answers).
let responses = Vary.value(
    "responses", [String: String](), describe: { $0.sorted { $0.key < $1.key }.description },
    varied: { random in
        let stations = random.ints(count: random.int(in: 1...3), in: 10...49).map {
            #"{"id": \#($0), "name": "\#(random.element(of: ["Dockside", "Mill Lane", "Tower"]))"}"#
        }
        let rides = random.ints(count: random.int(in: 1...3), in: 50...99).map {
            #"{"id": \#($0), "route": "\#(random.element(of: ["River path", "Ring road", "Seafront"]))"}"#
        }
        return [
            "/v2/stations": "[" + stations.joined(separator: ", ") + "]",
            "/v2/rides": "[" + rides.joined(separator: ", ") + "]",
        ]
    })

/// The mock server, writing down each path it is asked for.
let recording = DataSource(name: "recording") { path in
    let response = await MainActor.run {
        requested.append(path)
        return responses[path]
    }
    if let response {
        await Task.yield()
        return Data(response.utf8)
    }
    return try await DataSource.mock.fetch(path)
}

let quiet = ViewHost(QuietParent().environment(\.dataSource, recording))
print("card before its task:", quiet.texts)
await quiet.runTasks()
print("card after its task:", quiet.texts)
let ridesByTheCardAlone = requested.filter { $0 == "/v2/rides" }.count

requested = []
let screen = ViewHost(StationsScreen().environment(\.dataSource, recording))
print("screen before the tasks:", screen.texts)
await screen.runTasks()
print("screen after the tasks:", screen.texts)
let ridesOnTheScreen = requested.filter { $0 == "/v2/rides" }.count
print("stations requested by the screen:", requested.filter { $0 == "/v2/stations" }.count, "time(s)")
// The data source cannot tell who asked: only how often the rides were asked for, on the screen and by the card
// on its own.
print("rides requested on the screen beyond what the card asks on its own:", ridesOnTheScreen - ridesByTheCardAlone)

let preview = ViewHost(StationsScreenPreview())
await preview.runTasks()
print("preview after the tasks:", preview.texts)

/* expected output:
card before its task: ["Loading rides…"]
card after its task: ["Rides: Canal loop, Hill climb"]
screen before the tasks: ["Loading stations…", "Loading rides…"]
screen after the tasks: ["Stations: Elm Park, Harbor", "Rides: Canal loop, Hill climb"]
stations requested by the screen: 1 time(s)
rides requested on the screen beyond what the card asks on its own: 0
preview after the tasks: ["Stations: Elm Park, Harbor", "Rides: Canal loop, Hill climb"]
*/
