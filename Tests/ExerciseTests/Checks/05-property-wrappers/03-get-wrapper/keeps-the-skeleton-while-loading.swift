// check: runs
// behaviour-in: Get.swift
// While a request is under way, the state is still loading with the caller's skeleton: the screen keeps its
// placeholder rows for the whole load, and only the outcome replaces them.
import MiniUI

@testable import Exercise05_3

var seenWhileLoading: [String] = []

func describe(_ state: LoadState<[Station]>) -> String {
    switch state {
    case .loading(let skeleton): "loading, skeleton: \(skeleton.map { "\($0.count) rows" } ?? "none")"
    case .success(let stations): "success: \(stations.count) stations"
    case .failure(let error): "failure: \(error)"
    }
}

struct Watched: View {
    @Get(\.stations, skeleton: Station.placeholders) private var stations

    var body: some View {
        Text(describe(stations))
            .task {
                await _stations.request {
                    seenWhileLoading.append(describe(stations))
                    let loaded = try await MockServer.stations()
                    seenWhileLoading.append(describe(stations))
                    return loaded
                }
            }
    }
}

let host = ViewHost(Watched())
print("before the task:", host.texts)
await host.runTasks()
print("seen while loading:", seenWhileLoading)
print("after the task:", host.texts)

/* expected output:
before the task: ["loading, skeleton: 2 rows"]
seen while loading: ["loading, skeleton: 2 rows", "loading, skeleton: 2 rows"]
after the task: ["success: 2 stations"]
*/
