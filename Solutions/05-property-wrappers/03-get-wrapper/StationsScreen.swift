import MiniUI

/// The stations, with greyed-out placeholder rows while they load.
struct StationsScreen: View {
    @Get(\.stations, skeleton: Station.placeholders) private var stations

    var body: some View {
        VStack {
            switch stations {
            case .loading(let skeleton):
                Text("Loading…")
                ForEach(skeleton ?? []) { station in
                    Text(station.name).foregroundStyle(.secondary)
                }
            case .success(let stations):
                ForEach(stations) { station in
                    Text(station.name)
                }
            case .failure(let error):
                Text("Could not load stations: \(error)")
            }
        }
        // `stations` is the LoadState; `_stations` is the Get wrapper itself, which knows how to request.
        .task {
            await _stations.request { try await MockServer.stations() }
        }
    }
}
