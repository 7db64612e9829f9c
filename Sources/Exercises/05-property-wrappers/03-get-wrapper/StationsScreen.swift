// Goal: `@Get(\.stations) var stations`, a property wrapper that holds a `@State` and loads through `.task`:
// the key path fixes the type (`stations` is a `LoadState<[Station]>`), and the wrapper fills it in.
// Check it: swift run puzzles check 05.3
// Lesson: Lessons/05-property-wrappers/03-get-wrapper/README.md

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
        // TODO: When the screen appears, start a task that asks the wrapper itself (not the LoadState it wraps)
        //       to request the stations from `MockServer`.
    }
}
