import MiniUI

/// The users. Where they come from is not this view's business.
struct UsersScreen: View {
    @Get(\.users) private var users

    var body: some View {
        VStack {
            switch users {
            case .loading:
                Text("Loading…")
            case .success(let users):
                ForEach(users) { user in
                    Text(user.name)
                }
            case .failure(let error):
                Text("Could not load users: \(error)")
            }
        }
        .task {
            await _users.request()
        }
    }
}

/// The app's root: the real server, by default.
struct UsersApp: View {
    var body: some View {
        UsersScreen()
    }
}

/// The same screen with canned data, as a preview would show it, offline and the same every time.
struct UsersScreenPreview: View {
    var body: some View {
        UsersScreen()
            .environment(\.dataSource, .mock)
    }
}
