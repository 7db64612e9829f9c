// wrong: ModelHeader and ModelList hold the model they are handed with `@StateObject`
// rejected-by: observers-follow-the-model-they-are-given
// misconception: `@StateObject` is for the view that makes the object: it keeps the first object for as long as the
// misconception: view is on screen, so a view handed another model goes on showing the first. Observe what you are
// misconception: handed with `@ObservedObject`; own only what you make.
// misconception-ja: `@StateObject` はオブジェクトを作るビューのためのものです。画面にあるあいだは最初のオブジェクトを持ち続ける
// misconception-ja: ので、別のモデルを渡されたビューも最初のものを表示し続けます。渡されたものは `@ObservedObject` で監視し、
// misconception-ja: 所有するのは自分で作ったものだけにします。
// lesson: #ownership-why-not-observedobject-or-let-in-the-owner
// The screen owns one model for its whole life, so nothing on it changes; a parent that hands the views another
// model finds them stuck on the first.

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
    // Made elsewhere and handed in: observed, not owned.
    @StateObject var model: StationsModel

    init(model: StationsModel) {
        _model = StateObject(wrappedValue: model)
    }

    var body: some View {
        Text(selectionTitle(stations: model.stations, selection: model.selection))
    }
}

struct ModelList: View {
    @StateObject var model: StationsModel

    init(model: StationsModel) {
        _model = StateObject(wrappedValue: model)
    }

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
