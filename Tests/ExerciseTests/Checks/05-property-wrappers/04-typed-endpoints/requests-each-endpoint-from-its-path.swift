// check: runs, preview
// Each wrapper fetches the path of the endpoint its key path names, even when two endpoints return the same
// type (`\.stations` and `\.newStations` are both `[Station]`), and decodes what comes back as its own Value. An
// endpoint the wrapper has never seen, added here in an extension of the table, is fetched from its own path.
// varies: the repair docks' path and how many docks it answers, and the stations, new stations and rides the
// server sends
import Foundation
import MiniUI

@testable import Exercise05_4

var requested: [String] = []

let docksPath = Vary.value("repair docks' path", "/v2/docks/repair") { random in
    "/v\(random.int(in: 3...9))/docks/\(random.element(of: ["broken", "service", "spare"]))"
}
let docks = Vary.value("repair docks", [41, 42]) { random in random.ints(count: random.int(in: 0...4), in: 10...99) }
/// The bodies the server sends for the known paths instead of the mock's (none: the mock answers).
let responses = Vary.value(
    "responses", [String: String](), describe: { $0.sorted { $0.key < $1.key }.description },
    varied: { random in
        func stations(_ ids: [Int]) -> String {
            "["
                + ids.map { #"{"id": \#($0), "name": "\#(random.element(of: ["Dockside", "Mill Lane", "Tower"]))"}"# }
                .joined(separator: ", ") + "]"
        }
        let rides = random.ints(count: random.int(in: 1...3), in: 10...99).map {
            #"{"id": \#($0), "route": "\#(random.element(of: ["River path", "Ring road", "Seafront"]))"}"#
        }
        return [
            "/v2/stations": stations(random.ints(count: random.int(in: 1...3), in: 10...49)),
            "/v2/stations/new": stations(random.ints(count: random.int(in: 1...2), in: 50...99)),
            "/v2/rides": "[" + rides.joined(separator: ", ") + "]",
        ]
    })

struct Dock: Decodable, Equatable {
    let id: Int
}

extension BikeAPI {
    /// Repair docks (GET /v2/docks/repair), known to this check only. (`Endpoint.init` is picked by its type, so
    /// the initializer that takes the path may have any label.)
    var repairDocks: Endpoint<[Dock]> {
        let endpoint: (String) -> Endpoint<[Dock]> = Endpoint.init
        return endpoint(docksPath)
    }
}

/// The mock server, writing down each path it is asked for, and answering for the repair docks too.
let recording = DataSource(name: "recording") { path in
    let (servedDocksPath, servedDocks, response) = await MainActor.run { () -> (String, [Int], String?) in
        requested.append(path)
        return (docksPath, docks, responses[path])
    }
    if path == servedDocksPath {
        return Data(("[" + servedDocks.map { #"{"id": \#($0)}"# }.joined(separator: ", ") + "]").utf8)
    }
    if let response {
        await Task.yield()
        return Data(response.utf8)
    }
    return try await DataSource.mock.fetch(path)
}

struct Recorded: View {
    @Get(\.stations) private var stations
    @Get(\.newStations) private var newStations
    @Get(\.rides) private var rides
    @Get(\.repairDocks) private var repairDocks

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
            if case .success(let docks) = repairDocks {
                Text("repair docks: \(docks.count)")
            }
        }
        .task {
            await _stations.request(from: recording)
            await _newStations.request(from: recording)
            await _rides.request(from: recording)
            await _repairDocks.request(from: recording)
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
paths requested: ["/v2/stations", "/v2/stations/new", "/v2/rides", "/v2/docks/repair"]
recorded screen: ["stations: Elm Park, Harbor", "new: Old Mill", "rides: Canal loop, Hill climb", "repair docks: 2"]
NetworkScreen before its task: ["Stations: loading", "New: loading", "Rides: loading"]
NetworkScreen after its task: ["Stations: Elm Park, Harbor", "New: Old Mill", "Rides: Canal loop, Hill climb"]
*/
