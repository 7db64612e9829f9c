// Goal: the article's afterthought: the stations screen with its state in an ObservableObject (`@Published`,
// `@StateObject`, `@ObservedObject`) and again in an @Observable class, and the render log showing which
// views run again after each change.
// Check it: swift run puzzles check 05.6
// Lesson: Lessons/05-property-wrappers/06-observable-object-and-observable/README.md

import MiniUI
import Observation

/// The same state, for Observation.
// TODO: Make this an Observation class, whose properties record who reads them: no protocol to adopt, and no
//       mark on each property.
@MainActor
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
    // TODO: The screen owns the store: keep one instance however often the parent makes a new StoreScreen
    //       value.
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
