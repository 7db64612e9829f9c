// check: runs
// behaviour-in: Get.swift
// Every request records its own outcome, not only the first: a retry after a failure shows the stations, and a
// reload that fails shows its failure. (A request that returns early because the state is no longer loading
// would leave the first failure on screen for ever.) Here the task runs again each time "Retry" changes its id.
import MiniUI

@testable import Exercise05_3

enum Offline: Error {
    case noConnection
}

func describe(_ state: LoadState<[Station]>) -> String {
    switch state {
    case .loading(let skeleton): "loading, skeleton: \(skeleton.map { "\($0.count) rows" } ?? "none")"
    case .success(let stations): "success: \(stations.map(\.name).joined(separator: ", "))"
    case .failure(let error): "failure: \(error)"
    }
}

struct Retrying: View {
    @Get(\.stations) private var stations
    @State private var attempt = 1

    var body: some View {
        Text(describe(stations))
        Button("Retry") { attempt += 1 }
            .task(id: attempt) {
                await _stations.request {
                    if attempt == 2 { return try await MockServer.stations() }
                    throw Offline.noConnection
                }
            }
    }
}

let host = ViewHost(Retrying())
await host.runTasks()
print("first attempt:", host.texts[0])
host.tap("Retry")
await host.runTasks()
print("second attempt:", host.texts[0])
host.tap("Retry")
await host.runTasks()
print("third attempt:", host.texts[0])

/* expected output:
first attempt: failure: noConnection
second attempt: success: Elm Park, Harbor
third attempt: failure: noConnection
*/
