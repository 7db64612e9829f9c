// check: runs
// behaviour-in: Get.swift
// A request compares what it fetched with what is already shown: the same rides again leave the state alone
// and the request answers false; new rides are kept and it answers true. The same three requests are made
// through `$rides` only, through `_rides` only, and through both in turn: the wrapper's own `request()` must
// answer as the projection's does, and both must compare with the one state they share.
import Foundation
import MiniUI

@testable import Exercise05_7

/// How many times each data source has answered, by its name.
var served: [String: Int] = [:]

/// Serves one ride twice, then two rides.
func growing(_ name: String) -> DataSource {
    DataSource(name: name) { path in
        let count = await MainActor.run {
            served[name, default: 0] += 1
            return served[name, default: 0]
        }
        switch count {
        case 1, 2: return Data(#"[{"id": 7, "route": "Canal loop"}]"#.utf8)
        default: return Data(#"[{"id": 7, "route": "Canal loop"}, {"id": 8, "route": "Ring road"}]"#.utf8)
        }
    }
}

/// Which way each of the three requests goes.
enum Way {
    case projection, wrapper
}

var answers: [Bool] = []

struct Refresher: View {
    let ways: [Way]
    @Get(\.rides) private var rides

    var body: some View {
        Text(summary)
            .task {
                for way in ways {
                    switch way {
                    case .projection: answers.append(await $rides.request())
                    case .wrapper: answers.append(await _rides.request())
                    }
                }
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

for (label, ways) in [
    ("$rides, $rides, $rides", [Way.projection, .projection, .projection]),
    ("_rides, _rides, _rides", [Way.wrapper, .wrapper, .wrapper]),
    ("$rides, _rides, $rides", [Way.projection, .wrapper, .projection]),
] {
    answers = []
    let host = ViewHost(Refresher(ways: ways).environment(\.dataSource, growing(label)))
    await host.runTasks()
    print("\(label): answered \(answers), shown \(host.texts)")
}

/* expected output:
$rides, $rides, $rides: answered [true, false, true], shown ["Canal loop, Ring road"]
_rides, _rides, _rides: answered [true, false, true], shown ["Canal loop, Ring road"]
$rides, _rides, $rides: answered [true, false, true], shown ["Canal loop, Ring road"]
*/
