import MiniUI

/// The users screen's state as an `ObservableObject`: the article's afterthought.
///
/// `@Published` makes each assignment announce itself through `objectWillChange` first. The announcement
/// is for the whole object: every view that observes the model runs its body again, whichever property
/// changed and whichever properties it reads.
@MainActor
final class UsersModel: ObservableObject {
    @Published private(set) var users: LoadState<[User]> = .loading(skeleton: nil)
    @Published var selection: User.ID?

    func load() async {
        do {
            users = .success(try await MockServer.fetchUsers())
        } catch {
            users = .failure(error)
        }
    }
}

struct ModelScreen: View {
    // The screen owns the model: made once, kept for as long as the screen is on screen, however often the
    // parent makes a new ModelScreen value.
    @StateObject private var model = UsersModel()

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
    @ObservedObject var model: UsersModel

    var body: some View {
        Text(selectionTitle(users: model.users, selection: model.selection))
    }
}

struct ModelList: View {
    @ObservedObject var model: UsersModel

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
