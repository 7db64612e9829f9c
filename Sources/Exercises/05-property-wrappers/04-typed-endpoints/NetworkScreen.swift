// Goal: solve the article's open problem for our bike-share endpoints: `_stations.request()` loads the stations,
// and asking the stations' wrapper for rides does not compile. Make the key path lead to a typed endpoint.
// Check it: swift run puzzles check 05.4
// Lesson: Lessons/05-property-wrappers/04-typed-endpoints/README.md

import MiniUI

/// Every station, the new ones, and the rides, each loaded from its own endpoint.
struct NetworkScreen: View {
    @Get(\.stations) private var stations
    @Get(\.newStations) private var newStations
    @Get(\.rides) private var rides

    var body: some View {
        VStack {
            Text("Stations: " + summary(of: stations) { $0.map(\.name) })
            Text("New: " + summary(of: newStations) { $0.map(\.name) })
            Text("Rides: " + summary(of: rides) { $0.map(\.route) })
        }
        // TODO: Once `Get` has its single request method, call that on each wrapper.
        .task {
            await _stations.requestStations()
            await _newStations.requestNewStations()
            await _rides.requestRides()
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
