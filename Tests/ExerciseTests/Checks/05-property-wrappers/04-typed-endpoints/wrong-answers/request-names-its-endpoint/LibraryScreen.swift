// wrong: `request` takes the endpoint again, so each call names it a second time
// rejected-by: accepts-typed-endpoints
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
        .task {
            await _users.request(\.users)
            await _newUsers.request(\.newUsers)
            await _songs.request(\.songs)
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
