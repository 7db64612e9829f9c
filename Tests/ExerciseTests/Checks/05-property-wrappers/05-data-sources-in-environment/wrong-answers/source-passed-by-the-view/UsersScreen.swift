// wrong: the view reads the data source and hands it to `request(from:)`
// rejected-by: rejects-choosing-the-source-at-the-call
import MiniUI

/// The users. Where they come from is not this view's business.
struct UsersScreen: View {
    @Get(\.users) private var users
    @Environment(\.dataSource) private var dataSource

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
            await _users.request(from: dataSource)
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
