// wrong: writes the second version as an ObservableObject too, so it re-renders exactly like the first
// rejected-by: rerenders-after-load-and-selection
// misconception: Two ObservableObjects behave alike: every observer runs again on every change. The point of the
// misconception: second version is Observation, where only the bodies that read a property run again.
// misconception-ja: ObservableObject を 2 つ書いても振る舞いは同じで、
// misconception-ja: 変化のたびに監視しているすべてのビューが再描画されます。2 つ目の版の狙いは Observation で、
// misconception-ja: そこではプロパティを読んだ `body` だけが再評価されます。
// lesson: #observable-each-property-records-its-readers
import MiniUI
import Observation

/// The same state with Observation.
///
/// No `@Published` and no `objectWillChange`: the macro makes each stored property record who reads it, and
/// a change runs again only the bodies that read that property.
@MainActor
final class StationsStore: ObservableObject {
    @Published private(set) var stations: LoadState<[Station]> = .loading(skeleton: nil)
    @Published var selection: Station.ID?

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
    @StateObject private var store = StationsStore()

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
    @ObservedObject var store: StationsStore

    var body: some View {
        Text(selectionTitle(stations: store.stations, selection: store.selection))
    }
}

struct StoreList: View {
    @ObservedObject var store: StationsStore

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
