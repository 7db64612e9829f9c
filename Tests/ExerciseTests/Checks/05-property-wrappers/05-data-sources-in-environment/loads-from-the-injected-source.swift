// check: runs, preview
// behaviour-in: DataSourceKey.swift, Get.swift, StationsScreen.swift
// The same `StationsScreen`, three times: with no data source set it uses `.live`, which in this offline kit
// fails; under `.environment(\.dataSource, .mock)` it shows the canned stations; and two screens side by
// side each fetch from the source set above them.
// varies: the stations the fixture sends: how many, their ids and names
import Foundation
import MiniUI

@testable import Exercise05_5

let fixtureStations = Vary.value("fixture's stations", [(id: 5, name: "Quay")]) { random in
    random.ints(count: random.int(in: 1...3), in: 6...60).map {
        (id: $0, name: random.element(of: ["Pier", "Lock", "Wharf"]))
    }
}

let fixture = DataSource(name: "fixture") { path in
    let stations = await MainActor.run { fixtureStations }
    let body = stations.map { #"{"id": \#($0.id), "name": "\#($0.name) (from \#(path))"}"# }
    return Data(("[" + body.joined(separator: ", ") + "]").utf8)
}

struct SideBySide: View {
    var body: some View {
        VStack {
            StationsScreen().environment(\.dataSource, .mock)
            StationsScreen().environment(\.dataSource, fixture)
        }
    }
}

let app = ViewHost(StationsApp())
await app.runTasks()
print("app, no source set:", app.texts)

let preview = ViewHost(StationsScreenPreview())
print("preview before its task:", preview.texts)
await preview.runTasks()
print("preview after its task:", preview.texts)

let both = ViewHost(SideBySide())
await both.runTasks()
print("mock and fixture side by side:", both.texts)

/* expected output:
app, no source set: ["Could not load stations: no connection (GET /v2/stations)"]
preview before its task: ["Loading…"]
preview after its task: ["Elm Park", "Harbor"]
mock and fixture side by side: ["Elm Park", "Harbor", "Quay (from /v2/stations)"]
*/
