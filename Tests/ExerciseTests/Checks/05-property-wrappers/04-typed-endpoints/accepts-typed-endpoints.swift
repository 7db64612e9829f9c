// check: compiles
// Each key path leads to an `Endpoint` of what it returns, so `@Get(\.stations)` is still a `LoadState<[Station]>`
// with no type written, and one `request()` serves every endpoint. An endpoint added elsewhere, in an
// extension of the table, works at once: nothing in `Get` names the endpoints one by one.
import MiniUI

@testable import Exercise05_4

extension BikeAPI {
    /// Tags (GET /v2/tags), added from outside. `Endpoint.init` is picked by its type, a path in and an endpoint
    /// out, so your initializer may be the memberwise `init(path:)` or one of your own, labelled as you like.
    var tags: Endpoint<[String]> {
        let endpoint: (String) -> Endpoint<[String]> = Endpoint.init
        return endpoint("/v2/tags")
    }
}

struct Overview: View {
    @Get(\.stations) private var stations
    @Get(\.newStations) private var newStations
    @Get(\.rides, skeleton: []) private var rides
    @Get(\.tags) private var tags

    var body: some View {
        Text("Overview")
            .task {
                await _stations.request()
                await _newStations.request(from: .mock)
                await _rides.request()
                await _tags.request()
            }
    }

    func states() -> (LoadState<[Station]>, LoadState<[Station]>, LoadState<[Ride]>, LoadState<[String]>) {
        (stations, newStations, rides, tags)
    }
}

@MainActor
func endpoints() {
    let stations: Endpoint<[Station]> = BikeAPI().stations
    let path: String = BikeAPI().rides.path
    let wrapper: Get<[String]> = Get(\.tags)
    _ = (stations, path, wrapper)
}
