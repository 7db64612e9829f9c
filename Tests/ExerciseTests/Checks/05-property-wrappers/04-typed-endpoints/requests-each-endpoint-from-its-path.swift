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
print(requested)
print(recorded.texts)

let library = ViewHost(NetworkScreen())
print(library.texts)
await library.runTasks()
print(library.texts)

/* expected output:
["/v2/stations", "/v2/stations/new", "/v2/rides"]
["stations: Elm Park, Harbor", "new: Old Mill", "rides: Canal loop, Hill climb"]
["Stations: loading", "New: loading", "Rides: loading"]
["Stations: Elm Park, Harbor", "New: Old Mill", "Rides: Canal loop, Hill climb"]
*/
