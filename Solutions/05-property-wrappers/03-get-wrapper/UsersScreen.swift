import MiniUI

/// The users, with greyed-out placeholder rows while they load.
struct UsersScreen: View {
    @Get(\.users, skeleton: User.placeholders) private var users

    var body: some View {
        VStack {
            switch users {
            case .loading(let skeleton):
                Text("Loading…")
                ForEach(skeleton ?? []) { user in
                    Text(user.name).foregroundStyle(.secondary)
                }
            case .success(let users):
                ForEach(users) { user in
                    Text(user.name)
                }
            case .failure(let error):
                Text("Could not load users: \(error)")
            }
        }
        // `users` is the LoadState; `_users` is the Get wrapper itself, which knows how to request.
        .task {
            await _users.request { try await MockServer.fetchUsers() }
        }
    }
}
