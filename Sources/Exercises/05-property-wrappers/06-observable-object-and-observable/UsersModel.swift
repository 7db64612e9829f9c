// Goal: the article's afterthought: the users screen with its state in an ObservableObject (`@Published`,
// `@StateObject`, `@ObservedObject`) and again in an @Observable class, and the render log showing which
// views run again after each change.
// Check it: swift run puzzles check 05.6
// Lesson: Lessons/05-property-wrappers/06-observable-object-and-observable/README.md

import MiniUI

/// The users screen's state in a class: the article's afterthought.
// TODO: Make the model an `ObservableObject`, and mark both properties `@Published`, so that each change is
//       announced to the views that observe it.
@MainActor
final class UsersModel {
    private(set) var users: LoadState<[User]> = .loading(skeleton: nil)
    var selection: User.ID?

    func load() async {
        do {
            users = .success(try await MockServer.fetchUsers())
        } catch {
            users = .failure(error)
        }
    }
}

struct ModelScreen: View {
    // TODO: The screen owns the model: make it once, and keep it however often the parent makes a new
    //       ModelScreen value, with `@StateObject`.
    private let model = UsersModel()

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
    // TODO: Made elsewhere and handed in: observe it with `@ObservedObject`.
    let model: UsersModel

    var body: some View {
        Text(selectionTitle(users: model.users, selection: model.selection))
    }
}

struct ModelList: View {
    // TODO: Observe it with `@ObservedObject` here too.
    let model: UsersModel

    var body: some View {
        switch model.users {
        case .loading:
            Text("Loading…")
        case .success(let users):
            ForEach(users) { user in
                Button(user.name) { model.selection = user.id }
            }
        case .failure(let error):
            Text("Could not load users: \(error)")
        }
    }
}
