// Goal: inject the data source through the environment, so the same `StationsScreen` talks to `.live` in the app
// and to `.mock` in a preview or a check, and `@Get` finds it by itself.
// Check it: swift run puzzles check 05.5
// Lesson: Lessons/05-property-wrappers/05-data-sources-in-environment/README.md

import MiniUI

/// The stations. Where they come from is not this view's business.
struct StationsScreen: View {
    @Get(\.stations) private var stations

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
            await _stations.request()
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
        // TODO: Give this screen the mock data source through the environment. (Only the preview: the app's
        //       root above sets no source, so the shipped app uses the default.)
        StationsScreen()
    }
}
