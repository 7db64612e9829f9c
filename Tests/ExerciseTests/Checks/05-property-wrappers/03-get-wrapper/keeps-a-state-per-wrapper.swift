// check: runs
// behaviour-in: Get.swift
// Two `@Get` wrappers in one view keep two states: the rides fail while the stations load, each request
// records its own outcome, and a failure is kept as `.failure` with its error, not left loading.
import MiniUI

@testable import Exercise05_3

enum Offline: Error {
    case noConnection
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
    @Get(\.rides, skeleton: []) private var rides

    var body: some View {
        VStack {
            Text("stations: " + describe(stations) { $0.map(\.name).joined(separator: ", ") })
            Text("rides: " + describe(rides) { "\($0.count) rides" })
        }
        .task {
            await _stations.request { try await MockServer.stations() }
        }
        .task {
            await _rides.request { throw Offline.noConnection }
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
