// Goal: the article's afterthought: the users screen with its state in an ObservableObject (`@Published`,
// `@StateObject`, `@ObservedObject`) and again in an @Observable class, and the render log showing which
// views run again after each change.
// Check it: swift run puzzles check 05.6
// Lesson: Lessons/05-property-wrappers/06-observable-object-and-observable/README.md

import MiniUI
import Observation

/// The same state, for Observation.
// TODO: Mark the class `@Observable`: no protocol, no `@Published`.
@MainActor
final class UsersStore {
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

struct StoreScreen: View {
    // TODO: Own the store with `@State`, which keeps one instance however often the parent makes a new
    //       StoreScreen value.
    private let store = UsersStore()

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
    let store: UsersStore

    var body: some View {
        Text(selectionTitle(users: store.users, selection: store.selection))
    }
}

struct StoreList: View {
    let store: UsersStore

    var body: some View {
        switch store.users {
        case .loading:
            Text("Loading…")
        case .success(let users):
            ForEach(users) { user in
                Button(user.name) { store.selection = user.id }
            }
        case .failure(let error):
            Text("Could not load users: \(error)")
        }
    }
}
