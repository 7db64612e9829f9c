// check: runs
// behaviour-in: Get.swift
// A loader a child keeps compares what it fetched with what is shown when the answer arrives, not with what was
// shown when the loader was handed over: a card that asks three times through the one `$rides` it was given
// hears "changed", then "unchanged" for the same rides, then "changed" for new ones.
import Foundation
import MiniUI

@testable import Exercise05_7

/// How many times the data source has answered.
var served = 0

/// Serves one ride twice, then two rides.
let growing = DataSource(name: "growing") { path in
    let count = await MainActor.run {
        served += 1
        return served
    }
    switch count {
    case 1, 2: return Data(#"[{"id": 3, "route": "River path"}]"#.utf8)
    default: return Data(#"[{"id": 3, "route": "River path"}, {"id": 4, "route": "Old mill"}]"#.utf8)
    }
}

var answers: [Bool] = []

/// A card that keeps the loader it was given and asks through it three times in a row.
struct PatientCard: View {
    let loader: Get<[Ride]>.Loader

    var body: some View {
        Text("card")
            .task {
                for _ in 0..<3 { answers.append(await loader.request()) }
            }
    }
}

struct Depot: View {
    @Get(\.rides) private var rides

    var body: some View {
        Text(summary)
        PatientCard(loader: $rides)
    }

    private var summary: String {
        switch rides {
        case .loading: "loading"
        case .success(let rides): rides.map(\.route).joined(separator: ", ")
        case .failure(let error): "failed: \(error)"
        }
    }
}

let host = ViewHost(Depot().environment(\.dataSource, growing))
_ = host.takeStateWrites()
await host.runTasks()
print("answered \(answers), state written \(host.takeStateWrites()) time(s), shown \(host.texts)")

/* expected output:
answered [true, false, true], state written 2 time(s), shown ["River path, Old mill", "card"]
*/
