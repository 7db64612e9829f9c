// check: runs
// behaviour-in: DataSourceKey.swift, Get.swift
// Every request records its own outcome, not only the first: a retry after a failure shows the stations, and a
// reload that fails shows its failure. Here the task runs again each time "Retry" changes its id, under a data
// source that is offline except on the second attempt.
import MiniUI

@testable import Exercise05_5

enum Offline: Error {
    case noConnection
}

let offline = DataSource(name: "offline") { _ in throw Offline.noConnection }

func describe(_ state: LoadState<[Station]>) -> String {
    switch state {
    case .loading: "loading"
    case .success(let stations): "success: \(stations.map(\.name).joined(separator: ", "))"
    case .failure(let error): "failure: \(error)"
    }
}

struct RetryingStations: View {
    @Get(\.stations) private var stations
    let attempt: Int

    var body: some View {
        Text(describe(stations))
            .task(id: attempt) {
                await _stations.request()
            }
    }
}

struct Retrying: View {
    @State private var attempt = 1

    var body: some View {
        RetryingStations(attempt: attempt)
            .environment(\.dataSource, attempt == 2 ? .mock : offline)
        Button("Retry") { attempt += 1 }
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
