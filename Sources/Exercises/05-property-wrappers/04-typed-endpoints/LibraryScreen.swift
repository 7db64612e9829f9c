// Goal: solve the article's open problem: with `@Get(\.users) var users`, `_users.request()` loads the users, and
// `_users.requestSongs()` does not compile. Make the key path lead to a typed endpoint.
// Check it: swift run puzzles check 05.4
// Lesson: Lessons/05-property-wrappers/04-typed-endpoints/README.md

import MiniUI

/// Everyone, the newcomers, and the songs, each loaded from its own endpoint.
struct LibraryScreen: View {
    @Get(\.users) private var users
    @Get(\.newUsers) private var newUsers
    @Get(\.songs) private var songs

    var body: some View {
        VStack {
            Text("Users: " + summary(of: users) { $0.map(\.name) })
            Text("New: " + summary(of: newUsers) { $0.map(\.name) })
            Text("Songs: " + summary(of: songs) { $0.map(\.title) })
        }
        // TODO: Once `Get` has `request()`, call it on each wrapper.
        .task {
            await _users.requestUsers()
            await _newUsers.requestNewUsers()
            await _songs.requestSongs()
        }
    }

    private func summary<Value>(of state: LoadState<Value>, names: (Value) -> [String]) -> String {
        switch state {
        case .loading: "loading"
        case .success(let value): names(value).joined(separator: ", ")
        case .failure(let error): "failed (\(error))"
        }
    }
}
