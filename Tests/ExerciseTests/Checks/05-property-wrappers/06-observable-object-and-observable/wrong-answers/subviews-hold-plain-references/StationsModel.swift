// wrong: the header and the list hold the ObservableObject in plain `let`s, so they never hear it change
// rejected-by: rerenders-after-load-and-selection, tells-who-hears-the-load
// misconception: With ObservableObject, reading a property does not subscribe: a view must hold the object in
// misconception: `@ObservedObject` (or own it) to hear `objectWillChange`. The screen hands down the same object, so
// misconception: nothing else asks the subviews for their bodies.
// misconception-ja: ObservableObject では、プロパティを読んでも購読になりません。
// misconception-ja: `objectWillChange` を聞くには、
// misconception-ja: オブジェクトを `@ObservedObject` で持つ（か所有する）必要があります。
// misconception-ja: 画面は同じオブジェクトを渡すので、サブビューの `body` はほかの理由でも求められません。
// lesson: #what-the-render-log-shows
import MiniUI

/// The stations screen's state as an `ObservableObject`: the article's afterthought.
///
/// `@Published` makes each assignment announce itself through `objectWillChange` first. The announcement
/// is for the whole object: every view that observes the model runs its body again, whichever property
/// changed and whichever properties it reads.
@MainActor
final class StationsModel: ObservableObject {
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
    let model: StationsModel

    var body: some View {
        Text(selectionTitle(stations: model.stations, selection: model.selection))
    }
}

struct ModelList: View {
    let model: StationsModel

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
