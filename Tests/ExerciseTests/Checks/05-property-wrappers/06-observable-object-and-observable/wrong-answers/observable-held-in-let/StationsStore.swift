// wrong: the screen holds its @Observable store in a plain `let`, so a new screen value brings a new, empty store
// rejected-by: keeps-the-model-when-the-parent-rerenders
// misconception: A `let` in a view is made again with every new view value: when the parent runs its body, the screen
// misconception: gets a fresh, empty store whose task never runs again. Own it with `@State`, which keeps the first
// misconception: instance.
// misconception-ja: ビューの `let` は新しいビューの値のたびに作り直されます。親が `body` を実行すると、
// misconception-ja: 画面はタスクが二度と走らない空のストアを受け取ります。
// misconception-ja: 最初のインスタンスを保つ `@State` で所有します。
// lesson: #ownership-why-not-observedobject-or-let-in-the-owner
import MiniUI
import Observation

/// The same state with Observation.
///
/// No `@Published` and no `objectWillChange`: the macro makes each stored property record who reads it, and
/// a change runs again only the bodies that read that property.
@MainActor
@Observable
final class StationsStore {
    private(set) var stations: LoadState<[Station]> = .loading(skeleton: nil)
    var selection: Station.ID?

    func load() async {
        do {
            stations = .success(try await MockServer.stations())
        } catch {
            stations = .failure(error)
        }
    }
}

struct StoreScreen: View {
    // An @Observable object is owned with @State, which keeps the same instance across the screen's values.
    // The screen reads no property of it, so nothing here runs again when the store changes.
    private let store = StationsStore()

    var body: some View {
        VStack {
            StoreHeader(store: store)
            StoreList(store: store)
        }
        .task {
            await store.load()
        }
    }
}

struct StoreHeader: View {
    // A plain reference is enough: reading `store.selection` in the body is what subscribes.
    let store: StationsStore

    var body: some View {
        Text(selectionTitle(stations: store.stations, selection: store.selection))
    }
}

struct StoreList: View {
    let store: StationsStore

    var body: some View {
        switch store.stations {
        case .loading:
            Text("Loading…")
        case .success(let stations):
            ForEach(stations) { station in
                Button(station.name) { store.selection = station.id }
            }
        case .failure(let error):
            Text("Could not load stations: \(error)")
        }
    }
}
