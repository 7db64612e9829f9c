// check: rejects
// The key path decides what the endpoint returns, and everything else must agree with it: the property's
// declared type, the skeleton, and what the request's closure returns.
import MiniUI

@testable import Exercise05_3

struct Confused: View {
    // expected-error@+2 {{cannot convert value of type 'KeyPath<Endpoints, Array<User>>'}}
    // expected-note@+1 {{arguments to generic parameter 'Element' ('User' and 'Song') are expected to be equal}}
    @Get(\.users) private var users: LoadState<[Song]>
    // expected-error@+2 {{cannot convert value of type '[User]' to expected argument type 'Array<Song>'}}
    // expected-note@+1 {{arguments to generic parameter 'Element' ('User' and 'Song') are expected to be equal}}
    @Get(\.songs, skeleton: User.placeholders) private var songs

    var body: some View {
        Text("Confused")
    }
}

struct Mixed: View {
    @Get(\.songs) private var songs

    var body: some View {
        Text("Mixed")
            .task {
                // expected-error@+2 {{cannot convert value of type '() async throws -> [User]' to expected argument type}}
                // expected-note@+1 {{arguments to generic parameter 'Element' ('User' and 'Song') are expected to be equal}}
                await _songs.request { try await MockServer.fetchUsers() }
            }
    }
}
