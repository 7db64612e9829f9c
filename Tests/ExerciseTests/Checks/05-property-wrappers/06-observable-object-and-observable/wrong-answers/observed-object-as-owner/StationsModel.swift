// wrong: the screen that makes the model observes it with @ObservedObject, so a new screen value brings a new, empty model
// rejected-by: keeps-the-model-when-the-parent-rerenders
// misconception: `@ObservedObject` subscribes but does not own: the expression runs again with every new view value,
// misconception: and the screen starts over with an empty model. The view that makes the object owns it with
// misconception: `@StateObject`.
// misconception-ja: `@ObservedObject` は購読するだけで所有はしません。
// misconception-ja: 新しいビューの値のたびに式が実行され、画面は空のモデルでやり直します。
// misconception-ja: オブジェクトを作るビューは `@StateObject` で所有します。
// lesson: #ownership-why-not-observedobject-or-let-in-the-owner
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
    @ObservedObject private var model = StationsModel()

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
