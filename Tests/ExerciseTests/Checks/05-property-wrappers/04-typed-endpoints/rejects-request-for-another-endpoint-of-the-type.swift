// check: rejects
// A wrapper fetches its own endpoint and no other, not even one that returns the same type: `request(from:)`
// takes the source and nothing else, so `_stations.request(…)` cannot be handed `\.newStations`, another
// `Endpoint<[Station]>`, to fill the stations' state from another path.
import MiniUI

@testable import Exercise05_4

struct Arrivals: View {
    @Get(\.stations) private var stations

    var body: some View {
        Text("Arrivals")
            .task {
                await _stations.request(from: .mock)
                // expected-error@+1 {{extra argument in call}}
                await _stations.request(\BikeAPI.newStations, from: .mock)
            }
    }
}
