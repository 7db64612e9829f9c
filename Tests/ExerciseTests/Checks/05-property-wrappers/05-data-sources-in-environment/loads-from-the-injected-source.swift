// check: runs, preview
// The same `UsersScreen`, three times: with no data source set it uses `.live`, which in this offline kit
// fails; under `.environment(\.dataSource, .mock)` it shows the canned users; and two screens side by
// side each fetch from the source set above them.
import Foundation
import MiniUI

@testable import Exercise05_5

let fixture = DataSource(name: "fixture") { path in
    Data(#"[{"id": 5, "name": "Eve (from \#(path))"}]"#.utf8)
}

struct SideBySide: View {
    var body: some View {
        VStack {
            UsersScreen().environment(\.dataSource, .mock)
            UsersScreen().environment(\.dataSource, fixture)
        }
    }
}

let app = ViewHost(UsersApp())
await app.runTasks()
print(app.texts)

let preview = ViewHost(UsersScreenPreview())
print(preview.texts)
await preview.runTasks()
print(preview.texts)

let both = ViewHost(SideBySide())
await both.runTasks()
print(both.texts)

/* expected output:
["Could not load users: no connection (GET /v1/users)"]
["Loading…"]
["Aiko", "Ben"]
["Aiko", "Ben", "Eve (from /v1/users)"]
*/
