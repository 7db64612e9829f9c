// check: runs
// behaviour-in: Get.swift
// A request keeps whatever it got, as the starter's request did: a refresh that fails after the rides were shown
// shows the failure (the rides on screen are no longer known to be current) and answers true, since what is
// shown changed; so does the same refresh through the wrapper's own `request()`.
import Foundation
import MiniUI

@testable import Exercise05_7

/// How many times each data source has been asked.
var asked: [String: Int] = [:]

/// Answers with one ride the first time, then finds itself offline.
func flaky(_ name: String) -> DataSource {
    DataSource(name: name) { path in
        let count = await MainActor.run {
            asked[name, default: 0] += 1
            return asked[name, default: 0]
        }
        if count == 1 { return Data(#"[{"id": 5, "route": "Lakeside"}]"#.utf8) }
        throw FetchError.offline(path: path)
    }
}

var answers: [Bool] = []

struct Tracker: View {
    let throughTheProjection: Bool
    @Get(\.rides) private var rides

    var body: some View {
        Text(summary)
            .task {
                for _ in 0..<2 {
                    answers.append(throughTheProjection ? await $rides.request() : await _rides.request())
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

for (label, throughTheProjection) in [("$rides", true), ("_rides", false)] {
    answers = []
    let host = ViewHost(Tracker(throughTheProjection: throughTheProjection).environment(\.dataSource, flaky(label)))
    await host.runTasks()
    print("\(label): answered \(answers), shown \(host.texts)")
}

/* expected output:
$rides: answered [true, true], shown ["failed: no connection (GET /v2/rides)"]
_rides: answered [true, true], shown ["failed: no connection (GET /v2/rides)"]
*/
