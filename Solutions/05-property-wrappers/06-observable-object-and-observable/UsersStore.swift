import MiniUI
import Observation

/// The same state with Observation.
///
/// No `@Published` and no `objectWillChange`: the macro makes each stored property record who reads it, and
/// a change runs again only the bodies that read that property.
@MainActor
@Observable
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
    // An @Observable object is owned with @State, which keeps the same instance across the screen's values.
    // The screen reads no property of it, so nothing here runs again when the store changes.
    @State private var store = UsersStore()

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
    // A plain reference is enough: reading `store.selection` in the body is what subscribes.
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
