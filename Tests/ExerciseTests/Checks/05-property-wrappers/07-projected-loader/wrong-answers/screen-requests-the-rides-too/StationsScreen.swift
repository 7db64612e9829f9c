// wrong: hands the card the rides' loader, and still requests the rides from the screen as well
// rejected-by: card-requests-through-its-loader
// misconception: Handing the card the loader gives it the request: the card alone decides when its content loads,
// misconception: once for each time it appears. On this screen the rides were fetched more often than the card
// misconception: fetches them on its own: a screen that still asks for them too fetches them twice, and so does a
// misconception: card that the screen builds anew when its stations arrive (it appears, and asks, again).
// misconception-ja: カードにローダーを渡すのは、リクエストをカードに任せるためです。中身をいつ読み込むかはカードだけが
// misconception-ja: 決め、表示されるたびに 1 回頼みます。この画面では、カードが単独で頼むより多く乗車記録が取りに行かれ
// misconception-ja: ました。画面のほうでも頼み続けると二度取りに行きますし、駅が届いたときに画面がカードを作り直しても
// misconception-ja: (カードがもう一度表示されて、もう一度頼むので)同じことになります。
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
