// check: runs
// behaviour-in: Get.swift
// A request that fetches what is already shown leaves the state alone: it writes nothing (not even the equal
// value) and answers false. A request that fetches something new writes the state once and answers true. The
// same three requests are made through `$rides` and through `_rides`. (`host.takeStateWrites()` counts every
// write to the state the host keeps, equal values included: a check's tool, not SwiftUI's.)
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

/// The way the check asks for the rides, set when the board appears.
var ask: (@MainActor () async -> Bool)?

struct RidesBoard: View {
    let throughTheProjection: Bool
    @Get(\.rides) private var rides

    var body: some View {
        Text(summary)
            .onAppear {
                let board = self
                ask = {
                    board.throughTheProjection ? await board.$rides.request() : await board._rides.request()
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
    let host = ViewHost(
        RidesBoard(throughTheProjection: throughTheProjection).environment(\.dataSource, growing(label)))
    _ = host.takeStateWrites()
    for request in ["first rides", "the same rides", "new rides"] {
        let answer = await ask?() ?? false
        print(
            "\(label), \(request): answered \(answer), state written \(host.takeStateWrites()) time(s), shown \(host.texts)"
        )
    }
}

/* expected output:
$rides, first rides: answered true, state written 1 time(s), shown ["Canal loop"]
$rides, the same rides: answered false, state written 0 time(s), shown ["Canal loop"]
$rides, new rides: answered true, state written 1 time(s), shown ["Canal loop, Ring road"]
_rides, first rides: answered true, state written 1 time(s), shown ["Canal loop"]
_rides, the same rides: answered false, state written 0 time(s), shown ["Canal loop"]
_rides, new rides: answered true, state written 1 time(s), shown ["Canal loop, Ring road"]
*/
