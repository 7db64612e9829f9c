// check: runs
// behaviour-in: DataSourceKey.swift, Get.swift, StationsScreen.swift
// The app's root chooses no data source of its own: it shows whatever source is set above it (here a fixture
// set around the whole app). (A root that passes `.mock` shows the canned stations whatever is set above it, and
// ships them.) And where nothing is set, the default is the real server: a screen on its own fails offline.
import Foundation
import MiniUI

@testable import Exercise05_5

let fixture = DataSource(name: "fixture") { path in
    Data(#"[{"id": 7, "name": "Pier (from \#(path))"}]"#.utf8)
}

let app = ViewHost(StationsApp().environment(\.dataSource, fixture))
await app.runTasks()
print("app under a fixture:", app.texts)

let alone = ViewHost(StationsScreen())
await alone.runTasks()
print("a screen under no source:", alone.texts)

/* expected output:
app under a fixture: ["Pier (from /v2/stations)"]
a screen under no source: ["Could not load stations: no connection (GET /v2/stations)"]
*/
