// check: compiles
// Each key path leads to an `Endpoint` of what it returns, so `@Get(\.users)` is still a `LoadState<[User]>`
// with no type written, and one `request()` serves every endpoint. An endpoint added elsewhere, in an
// extension of the table, works at once: nothing in `Get` names the endpoints one by one.
import MiniUI

@testable import Exercise05_4

extension Endpoints {
    /// GET /v1/tags
    var tags: Endpoint<[String]> { Endpoint(path: "/v1/tags") }
}

struct Overview: View {
    @Get(\.users) private var users
    @Get(\.newUsers) private var newUsers
    @Get(\.songs, skeleton: []) private var songs
    @Get(\.tags) private var tags

    var body: some View {
        Text("Overview")
            .task {
                await _users.request()
                await _newUsers.request(from: .mock)
                await _songs.request()
                await _tags.request()
            }
    }

    func states() -> (LoadState<[User]>, LoadState<[User]>, LoadState<[Song]>, LoadState<[String]>) {
        (users, newUsers, songs, tags)
    }
}

func endpoints() {
    let users: Endpoint<[User]> = Endpoints().users
    let path: String = Endpoints().songs.path
    let wrapper: Get<[String]> = Get(\.tags)
    _ = (users, path, wrapper)
}
