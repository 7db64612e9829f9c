// wrong: an Endpoint that knows its path but not what it returns, so every property spells out its type
// rejected-by: rejects-requesting-another-endpoint
import MiniUI

/// Every station, the new ones, and the rides, each loaded from its own endpoint.
struct NetworkScreen: View {
    @Get(\.stations) private var stations: LoadState<[Station]>
    @Get(\.newStations) private var newStations: LoadState<[Station]>
    @Get(\.rides) private var rides: LoadState<[Ride]>

    var body: some View {
        VStack {
            Text("Stations: " + summary(of: stations) { $0.map(\.name) })
            Text("New: " + summary(of: newStations) { $0.map(\.name) })
            Text("Rides: " + summary(of: rides) { $0.map(\.route) })
        }
        .task {
            await _stations.request()
            await _newStations.request()
            await _rides.request()
        }
    }

    private func summary<Value>(of state: LoadState<Value>, names: (Value) -> [String]) -> String {
        switch state {
        case .loading: "loading"
        case .success(let value): names(value).joined(separator: ", ")
        case .failure(let error): "failed (\(error))"
        }
    }
}
