// check: compiles
// `@Get(\.stations)` needs no type: the key path makes the property a `LoadState<[Station]>`, and `\.rides` a
// `LoadState<[Ride]>`. A skeleton is optional. The wrapper itself, `_stations`, is asked to request from a
// view's `.task`.
import MiniUI

@testable import Exercise05_3

struct Library: View {
    @Get(\.stations) private var stations
    @Get(\.rides, skeleton: []) private var rides

    var body: some View {
        Text("Library")
            .task {
                await _stations.request { try await MockServer.stations() }
                await _rides.request { [Ride(id: 1, route: "Hill climb")] }
            }
    }

    func states() -> (LoadState<[Station]>, LoadState<[Ride]>) {
        (stations, rides)
    }
}

@MainActor
func makeWrappers() {
    let stations: Get<[Station]> = Get(\.stations)
    let rides = Get(\.rides, skeleton: [Ride(id: 0, route: "…")])
    let endpoint: KeyPath<BikeAPI, [Ride]> = rides.endpoint
    _ = (stations, rides, endpoint)
}
