// The data of this exercise, and a pretend server; nothing to change here.

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
