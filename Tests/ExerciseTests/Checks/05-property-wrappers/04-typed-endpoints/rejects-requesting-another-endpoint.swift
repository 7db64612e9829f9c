// check: rejects
// The article's open problem, solved: a `Get<[User]>` has no way to ask for songs. `_users.request()`
// compiles and `_users.requestSongs()` does not, and a wrapper cannot claim a type its endpoint does not
// return.
import MiniUI

@testable import Exercise05_4

struct Profile: View {
    @Get(\.users) private var users

    var body: some View {
        Text("Profile")
            .task {
                await _users.request()
                // expected-error@+1 {{value of type 'Get<[User]>' has no member 'requestSongs'}}
                await _users.requestSongs()
            }
    }
}

struct Playlist: View {
    // expected-error@+2 {{cannot convert value of type 'KeyPath<Endpoints, Endpoint<Array<Song>>>'}}
    // expected-note@+1 {{arguments to generic parameter 'Element' ('Song' and 'User') are expected to be equal}}
    @Get(\.songs) private var songs: LoadState<[User]>

    var body: some View {
        Text("Playlist")
    }
}
