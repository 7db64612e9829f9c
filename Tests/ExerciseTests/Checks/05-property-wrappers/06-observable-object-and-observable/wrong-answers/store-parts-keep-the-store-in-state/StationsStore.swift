// wrong: StoreHeader and StoreList keep the store they are handed in their own `@State`
// rejected-by: store-parts-follow-the-store-they-are-given
// misconception: `@State` is for the view that makes the object: it keeps the first store for as long as the view
// misconception: is on screen, so a view handed another store goes on showing the first. Hold what you are handed
// misconception: with a plain `let` (reading its properties is what subscribes); own with `@State` only what you make.
// misconception-ja: `@State` はオブジェクトを作るビューのためのものです。画面にあるあいだは最初のストアを持ち続けるので、
// misconception-ja: 別のストアを渡されたビューも最初のものを表示し続けます。渡されたものは普通の `let` で持ち(プロパティを
// misconception-ja: 読むことが購読になります)、`@State` で持つのは自分で作ったものだけにします。
// lesson: #ownership-why-not-observedobject-or-let-in-the-owner
// The screen owns one store for its whole life, so nothing on it changes; a parent that hands the parts another
// store finds them stuck on the first.
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
    @State private var store = StationsStore()

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
    @State var store: StationsStore

    var body: some View {
        Text(selectionTitle(stations: store.stations, selection: store.selection))
    }
}

struct StoreList: View {
    @State var store: StationsStore

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
