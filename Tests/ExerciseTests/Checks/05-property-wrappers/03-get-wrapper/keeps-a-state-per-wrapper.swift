// check: runs
// behaviour-in: Get.swift
// Two `@Get` wrappers in one view keep two states: the rides fail while the stations load, each request
// records its own outcome, and a failure is kept as `.failure` with its error, not left loading.
// varies: the stations the server sends (how many, their ids and names), the rides' skeleton, and the error
import MiniUI

@testable import Exercise05_3

enum Offline: Error {
    case noConnection, timedOut, serverBusy
}

let served = Vary.value("stations served", [Station(id: 1, name: "Elm Park"), Station(id: 2, name: "Harbor")]) {
    random in
    random.ints(count: random.int(in: 1...4), in: 3...60).map { id in
        Station(id: id, name: random.element(of: ["Bay Street", "Old Depot", "Canal Gate", "Hilltop"]))
    }
}
let skeleton = Vary.value("rides' skeleton", [Ride]()) { random in
    random.ints(count: random.int(in: 1...3), in: -9 ... -1).map { Ride(id: $0, route: "···") }
}
let error = Vary.value("error", Offline.noConnection) { random in random.element(of: [.timedOut, .serverBusy]) }

/// The pretend server, answering as `MockServer` does (after letting other work run once) with `served`.
func stationsServed() async throws -> [Station] {
    await Task.yield()
    return served
}

func describe<Value>(_ state: LoadState<Value>, _ name: (Value) -> String) -> String {
    switch state {
    case .loading(let skeleton): "loading, skeleton: \(skeleton.map(name) ?? "none")"
    case .success(let value): "success: \(name(value))"
    case .failure(let error): "failure: \(error)"
    }
}

struct Dashboard: View {
    @Get(\.stations) private var stations
    @Get(\.rides, skeleton: skeleton) private var rides

    var body: some View {
        VStack {
            Text("stations: " + describe(stations) { $0.map(\.name).joined(separator: ", ") })
            Text("rides: " + describe(rides) { "\($0.count) rides" })
        }
        .task {
            await _stations.request { try await stationsServed() }
        }
        .task {
            await _rides.request { throw error }
        }
    }
}

let host = ViewHost(Dashboard())
print("before the tasks run:", host.texts)
await host.runTasks()
print("after the tasks:", host.texts)

/* expected output:
before the tasks run: ["stations: loading, skeleton: none", "rides: loading, skeleton: 0 rides"]
after the tasks: ["stations: success: Elm Park, Harbor", "rides: failure: noConnection"]
*/
