// Goal: `@Get(\.users) var users`, a property wrapper that holds a `@State` and loads data through `.task`: the
// key path fixes the type, `users` is a `LoadState<[User]>`, `_users.request { … }` fills it in.
// Check it: swift run puzzles check 05.3
// Lesson: Lessons/05-property-wrappers/03-get-wrapper/README.md

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
        // TODO: When the screen appears, start a `.task` that asks the wrapper (`_users`, not `users`) to
        //       request the users with `MockServer.fetchUsers()`.
    }
}
