// check: compiles
// `$stations` is a `Get<[Station]>.Loader` that a view can keep or hand down, and `_stations.request()` still
// works in the view that declares the wrapper; both tell whether anything changed. The table is `Get.Endpoints`:
// an endpoint added in an extension of it works at once.
import MiniUI

@testable import Exercise05_7

struct Dock: Decodable, Equatable {
    let id: Int
}

extension Get.Endpoints {
    /// GET /v2/docks, added from outside.
    var docks: Endpoint<[Dock]> { Endpoint(path: "/v2/docks") }
}

/// A view that may be handed the rides' loader.
struct RidesShelf: View {
    let loader: Get<[Ride]>.Loader?

    var body: some View {
        Text("Rides")
    }
}

struct Depot: View {
    @Get(\.stations) private var stations
    @Get(\.newStations, skeleton: []) private var newStations
    @Get(\.docks) private var docks

    var body: some View {
        VStack {
            RidesShelf(loader: nil)
        }
        .task {
            await _stations.request()
            await $newStations.request()
            let changed: Bool = await $docks.request()
            let again: Bool = await _docks.request()
            _ = (changed, again)
        }
    }

    func states() -> (LoadState<[Station]>, LoadState<[Dock]>) {
        (stations, docks)
    }
}

@MainActor
func names() {
    let table = Get<[Station]>.Endpoints()
    let rides: KeyPath<Get<[Ride]>.Endpoints, Endpoint<[Ride]>> = \.rides
    let path: String = table.stations.path
    _ = (rides, path)
}
