// Goal: hand `@Get`'s request to a child view through a projected value, `$rides`; nest the endpoint table in
// `Get` as the article did; and ask `Value: Equatable`, so that a request can tell whether anything changed.
// Check it: swift run puzzles check 05.7
// Lesson: Lessons/05-property-wrappers/07-projected-loader/README.md

import MiniUI

/// The stations, and a card with today's rides. The screen keeps both states.
struct StationsScreen: View {
    @Get(\.stations) private var stations
    @Get(\.rides) private var rides

    var body: some View {
        VStack {
            switch stations {
            case .loading:
                Text("Loading stations…")
            case .success(let stations):
                Text("Stations: " + stations.map(\.name).joined(separator: ", "))
            case .failure(let error):
                Text("Could not load stations: \(error)")
            }
            // TODO: Hand the card the rides' loader too.
            RidesCard(rides: rides)
        }
        .task {
            await _stations.request()
            // TODO: Leave the rides to the card: it asks for them when it appears.
            await _rides.request()
        }
    }
}

/// Today's rides. It does not own them: it shows the state it is given.
struct RidesCard: View {
    let rides: LoadState<[Ride]>
    // TODO: Take the rides' loader, as a `loader` property, and use it to start the request when the card
    //       appears.

    var body: some View {
        Group {
            switch rides {
            case .loading:
                Text("Loading rides…")
            case .success(let rides):
                Text("Rides: " + rides.map(\.route).joined(separator: ", "))
            case .failure(let error):
                Text("Could not load rides: \(error)")
            }
        }
    }
}

/// The screen with canned data.
struct StationsScreenPreview: View {
    var body: some View {
        StationsScreen()
            .environment(\.dataSource, .mock)
    }
}
