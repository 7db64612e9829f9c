// Goal: the article's afterthought: the stations screen with its state in an ObservableObject (`@Published`,
// `@StateObject`, `@ObservedObject`) and again in an @Observable class, and the render log showing which
// views run again after each change.
// Check it: swift run puzzles check 05.6
// Lesson: Lessons/05-property-wrappers/06-observable-object-and-observable/README.md

import MiniUI

/// The stations screen's state in a class: the article's afterthought.
// TODO: Make the model announce every change of both properties to the views that observe it, the
//       ObservableObject way.
@MainActor
final class StationsModel {
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
    // TODO: The screen owns the model: make it once, and keep it however often the parent makes a new
    //       ModelScreen value.
    private let model = StationsModel()

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
    // TODO: Made elsewhere and handed in: subscribe to its announcements without owning it.
    let model: StationsModel

    var body: some View {
        Text(selectionTitle(stations: model.stations, selection: model.selection))
    }
}

struct ModelList: View {
    // TODO: Subscribe here too.
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
