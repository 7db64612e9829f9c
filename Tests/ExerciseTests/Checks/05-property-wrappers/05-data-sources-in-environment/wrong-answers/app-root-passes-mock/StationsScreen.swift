// wrong: the app's root sets `.mock` for its screen, so the shipped app shows canned data
// rejected-by: app-root-chooses-no-source
// misconception: The app's root is what ships: a root that sets `.mock` shows canned stations to every user, and no
// misconception: view above it can choose otherwise, since the innermost `.environment` wins. Leave the root to the
// misconception: default (`.live`), and set `.mock` only where canned data is wanted: in a preview or a check.
// misconception-ja: アプリのルートはリリースされるものです。`.mock` を設定するルートは、すべての利用者に用意したデータを見せ、
// misconception-ja: いちばん内側の `.environment` が勝つので、その上のどのビューも選び直せません。ルートはデフォルト
// misconception-ja: (`.live`)のままにし、`.mock` は用意したデータが欲しい場所、プレビューやチェックでだけ設定します。
// lesson: #the-environment-carries-it-the-wrapper-reads-it
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

/// The app's root, given the canned data so that it shows stations.
struct StationsApp: View {
    var body: some View {
        StationsScreen()
            .environment(\.dataSource, .mock)
    }
}

/// The same screen with canned data, as a preview would show it, offline and the same every time.
struct StationsScreenPreview: View {
    var body: some View {
        StationsScreen()
            .environment(\.dataSource, .mock)
    }
}
