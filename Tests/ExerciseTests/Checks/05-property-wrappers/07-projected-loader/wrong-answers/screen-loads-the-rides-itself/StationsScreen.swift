// wrong: the screen requests the rides itself and the card never does
// rejected-by: card-requests-through-its-loader
// misconception: The card is handed the loader so that it decides when its content loads; a card placed under a
// misconception: parent that does not request the rides must still load them.
// misconception-ja: カードにローダーを渡すのは、自分の中身をいつ読み込むかをカードが決めるためです。
// misconception-ja: 乗車記録を頼まない親の下に置かれたカードでも、自分で読み込まなければなりません。
// lesson: #the-underscore-and-the-dollar-sign
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
            await $rides.request()
        }
    }
}

/// Today's rides. It does not own them: it shows the state it is given, and asks for it when it appears.
struct RidesCard: View {
    let rides: LoadState<[Ride]>
    let loader: Get<[Ride]>.Loader

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
