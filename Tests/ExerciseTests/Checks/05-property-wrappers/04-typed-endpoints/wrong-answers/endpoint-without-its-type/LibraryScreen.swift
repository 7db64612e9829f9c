// wrong: an Endpoint that knows its path but not what it returns, so every property spells out its type
// rejected-by: rejects-requesting-another-endpoint
import MiniUI

/// Everyone, the newcomers, and the songs, each loaded from its own endpoint.
struct LibraryScreen: View {
    @Get(\.users) private var users: LoadState<[User]>
    @Get(\.newUsers) private var newUsers: LoadState<[User]>
    @Get(\.songs) private var songs: LoadState<[Song]>

    var body: some View {
        VStack {
            Text("Users: " + summary(of: users) { $0.map(\.name) })
            Text("New: " + summary(of: newUsers) { $0.map(\.name) })
            Text("Songs: " + summary(of: songs) { $0.map(\.title) })
        }
        .task {
            await _users.request()
            await _newUsers.request()
            await _songs.request()
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
