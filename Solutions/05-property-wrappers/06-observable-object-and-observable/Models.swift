// Goal: the article's afterthought: the stations screen with its state in an ObservableObject (`@Published`,
// `@StateObject`, `@ObservedObject`) and again in an @Observable class, and the render log showing which
// views run again after each change.
// Check it: swift run puzzles check 05.6
// Lesson: Lessons/05-property-wrappers/06-observable-object-and-observable/README.md

// given: the data of this exercise, and a pretend server; nothing to change here (the checks use the kit's own copy).

struct Station: Identifiable, Equatable {
    let id: Int
    let name: String
}

/// Where a request stands: still loading (perhaps with placeholder content to show meanwhile), loaded, or
/// failed.
enum LoadState<Value> {
    case loading(skeleton: Value?)
    case success(Value)
    case failure(any Error)
}

/// A server in memory: it answers after letting other work run once, never sleeps, never fails.
enum MockServer {
    static func stations() async throws -> [Station] {
        await Task.yield()
        return [Station(id: 1, name: "Elm Park"), Station(id: 2, name: "Harbor")]
    }
}

/// What the header says about the selection, given the stations and the selected id.
func selectionTitle(stations: LoadState<[Station]>, selection: Station.ID?) -> String {
    guard let selection else { return "No selection" }
    guard case .success(let stations) = stations, let station = stations.first(where: { $0.id == selection }) else {
        return "Selected: #\(selection)"
    }
    return "Selected: \(station.name)"
}
