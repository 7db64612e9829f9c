// wrong: each view reads the data source and hands it to `request(from:)`, so any call may pass another one
// rejected-by: rejects-choosing-the-source-at-the-call
import MiniUI

/// The stations. Where they come from is not this view's business.
struct StationsScreen: View {
    @Get(\.stations) private var stations
    @Environment(\.dataSource) private var dataSource

    var body: some View {
        VStack {
            switch stations {
            case .loading:
                Text("Loading…")
            case .success(let stations):
                ForEach(stations) { station in
                    Text(station.name)
                }
            case .failure(let error):
                Text("Could not load stations: \(error)")
            }
        }
        .task {
            await _stations.request(from: dataSource)
        }
    }
}

/// The app's root: the real server, by default.
struct StationsApp: View {
    var body: some View {
        StationsScreen()
    }
}

/// The same screen with canned data, as a preview would show it, offline and the same every time.
struct StationsScreenPreview: View {
    var body: some View {
        StationsScreen()
            .environment(\.dataSource, .mock)
    }
}
