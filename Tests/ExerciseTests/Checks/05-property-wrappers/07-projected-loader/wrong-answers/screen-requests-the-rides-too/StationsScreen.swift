// wrong: hands the card the rides' loader, and still requests the rides from the screen as well
// rejected-by: card-requests-through-its-loader
// misconception: Handing the card the loader gives it the request: the card decides when its content loads. A
// misconception: screen that still asks for the rides too fetches them twice, and the card's choice means nothing.
// misconception-ja: カードにローダーを渡すのは、リクエストをカードに任せるためです。中身をいつ読み込むかはカードが
// misconception-ja: 決めます。画面のほうでも乗車記録を頼み続けると二度取りに行くことになり、カードに任せた意味がなくなります。
// lesson: #why-hand-down-a-loader-not-the-wrapper
// Everything shows as it should; only a data source that counts its requests sees the rides fetched once more
// than the card alone fetches them.
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
