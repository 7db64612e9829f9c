// check: compiles
// `@Get(\.users)` needs no type: the key path makes the property a `LoadState<[User]>`, and `\.songs` a
// `LoadState<[Song]>`. A skeleton is optional. The wrapper itself, `_users`, is asked to request from a
// view's `.task`.
import MiniUI

@testable import Exercise05_3

struct Library: View {
    @Get(\.users) private var users
    @Get(\.songs, skeleton: []) private var songs

    var body: some View {
        Text("Library")
            .task {
                await _users.request { try await MockServer.fetchUsers() }
                await _songs.request { [Song(id: 1, title: "Green")] }
            }
    }

    func states() -> (LoadState<[User]>, LoadState<[Song]>) {
        (users, songs)
    }
}

func makeWrappers() {
    let users: Get<[User]> = Get(\.users)
    let songs = Get(\.songs, skeleton: [Song(id: 0, title: "…")])
    let endpoint: KeyPath<Endpoints, [Song]> = songs.endpoint
    _ = (users, songs, endpoint)
}
