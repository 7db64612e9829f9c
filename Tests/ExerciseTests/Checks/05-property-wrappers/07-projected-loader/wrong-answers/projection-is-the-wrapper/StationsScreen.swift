// wrong: projects the wrapper itself, so the card stores a `Get` and loads into a state of its own
// rejected-by: card-requests-through-its-loader
import MiniUI

/// The stations, and a card with today's rides. The screen keeps both states; the card starts its own request
/// when it appears, through the loader it is handed.
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
            RidesCard(rides: rides, loader: $rides)
        }
        .task {
            await $stations.request()
        }
    }
}

/// Today's rides. It does not own them: it shows the state it is given, and asks for it when it appears.
struct RidesCard: View {
    let rides: LoadState<[Ride]>
    let loader: Get<[Ride]>

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
        .task {
            await loader.request()
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
