// check: runs, preview
// Each wrapper fetches the path of the endpoint its key path names, even when two endpoints return the same
// type (`\.stations` and `\.newStations` are both `[Station]`), and decodes what comes back as its own Value.
import Foundation
import MiniUI

@testable import Exercise05_4

var requested: [String] = []

/// The mock server, writing down each path it is asked for.
let recording = DataSource(name: "recording") { path in
    await MainActor.run { requested.append(path) }
    return try await DataSource.mock.fetch(path)
}

struct Recorded: View {
    @Get(\.stations) private var stations
    @Get(\.newStations) private var newStations
    @Get(\.rides) private var rides

    var body: some View {
        VStack {
            if case .success(let stations) = stations {
                Text("stations: " + stations.map(\.name).joined(separator: ", "))
            }
            if case .success(let newStations) = newStations {
                Text("new: " + newStations.map(\.name).joined(separator: ", "))
            }
            if case .success(let rides) = rides {
                Text("rides: " + rides.map(\.route).joined(separator: ", "))
            }
        }
        .task {
            await _stations.request(from: recording)
            await _newStations.request(from: recording)
            await _rides.request(from: recording)
        }
    }
}

let recorded = ViewHost(Recorded())
await recorded.runTasks()
print("paths requested:", requested)
print("recorded screen:", recorded.texts)

let network = ViewHost(NetworkScreen())
print("NetworkScreen before its task:", network.texts)
await network.runTasks()
print("NetworkScreen after its task:", network.texts)

/* expected output:
paths requested: ["/v2/stations", "/v2/stations/new", "/v2/rides"]
recorded screen: ["stations: Elm Park, Harbor", "new: Old Mill", "rides: Canal loop, Hill climb"]
NetworkScreen before its task: ["Stations: loading", "New: loading", "Rides: loading"]
NetworkScreen after its task: ["Stations: Elm Park, Harbor", "New: Old Mill", "Rides: Canal loop, Hill climb"]
*/
