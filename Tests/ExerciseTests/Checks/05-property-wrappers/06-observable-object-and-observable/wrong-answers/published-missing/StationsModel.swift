// wrong: an ObservableObject whose properties are not @Published, so assigning them announces nothing
// rejected-by: rerenders-after-load-and-selection, tells-who-hears-the-load
// misconception: Adopting `ObservableObject` only gives the class a publisher; nothing sends through it until a
// misconception: property is `@Published` (or you call `objectWillChange.send()`), so no view runs again.
// misconception-ja: `ObservableObject` に準拠してもクラスがパブリッシャーを持つだけです。
// misconception-ja: プロパティが `@Published` になる（か `objectWillChange.send()` を呼ぶ）まで何も送られないので、
// misconception-ja: どのビューも再描画されません。
// lesson: #observableobject-the-object-announces
import MiniUI

/// The stations screen's state as an `ObservableObject`: the article's afterthought.
///
/// `@Published` makes each assignment announce itself through `objectWillChange` first. The announcement
/// is for the whole object: every view that observes the model runs its body again, whichever property
/// changed and whichever properties it reads.
@MainActor
final class StationsModel: ObservableObject {
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

struct ModelScreen: View {
    // The screen owns the model: made once, kept for as long as the screen is on screen, however often the
    // parent makes a new ModelScreen value.
    @StateObject private var model = StationsModel()

    var body: some View {
        VStack {
            ModelHeader(model: model)
            ModelList(model: model)
        }
        .task {
            await model.load()
        }
    }
}

struct ModelHeader: View {
    // Made elsewhere and handed in: observed, not owned.
    @ObservedObject var model: StationsModel

    var body: some View {
        Text(selectionTitle(stations: model.stations, selection: model.selection))
    }
}

struct ModelList: View {
    @ObservedObject var model: StationsModel

    var body: some View {
        switch model.stations {
        case .loading:
            Text("Loading…")
        case .success(let stations):
            ForEach(stations) { station in
                Button(station.name) { model.selection = station.id }
            }
        case .failure(let error):
            Text("Could not load stations: \(error)")
        }
    }
}
