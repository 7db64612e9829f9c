// check: runs
// A request compares what it fetched with what is already shown: the same rides again leave the state alone
// and the request answers false; new rides are kept and it answers true, through `$rides` and `_rides` alike.
import Foundation
import MiniUI

@testable import Exercise05_7

var served = 0

/// Serves one ride twice, then two rides.
let growing = DataSource(name: "growing") { path in
    let count = await MainActor.run {
        served += 1
        return served
    }
    switch count {
    case 1, 2: return Data(#"[{"id": 7, "route": "Canal loop"}]"#.utf8)
    default: return Data(#"[{"id": 7, "route": "Canal loop"}, {"id": 8, "route": "Ring road"}]"#.utf8)
    }
}

var answers: [Bool] = []

struct Refresher: View {
    @Get(\.rides) private var rides

    var body: some View {
        Text(summary)
            .task {
                answers.append(await $rides.request())
                answers.append(await $rides.request())
                answers.append(await _rides.request())
            }
    }

    private var summary: String {
        switch rides {
        case .loading: "loading"
        case .success(let rides): rides.map(\.route).joined(separator: ", ")
        case .failure(let error): "failed: \(error)"
        }
    }
}

let host = ViewHost(Refresher().environment(\.dataSource, growing))
await host.runTasks()
print("requests answered:", answers)
print("shown:", host.texts)

/* expected output:
requests answered: [true, false, true]
shown: ["Canal loop, Ring road"]
*/
