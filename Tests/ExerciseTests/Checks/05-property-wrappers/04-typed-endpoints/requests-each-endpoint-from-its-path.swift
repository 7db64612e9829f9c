// check: runs, preview
// Each wrapper fetches the path of the endpoint its key path names, even when two endpoints return the same
// type (`\.users` and `\.newUsers` are both `[User]`), and decodes what comes back as its own Value.
import Foundation
import MiniUI

@testable import Exercise05_4

var requested: [String] = []

/// The mock server, writing down each path it is asked for.
let recording = DataSource(name: "recording") { path in
    await MainActor.run { requested.append(path) }
    return try await DataSource.mock.fetch(path)
}

struct Recorded: View {
    @Get(\.users) private var users
    @Get(\.newUsers) private var newUsers
    @Get(\.songs) private var songs

    var body: some View {
        VStack {
            if case .success(let users) = users {
                Text("users: " + users.map(\.name).joined(separator: ", "))
            }
            if case .success(let newUsers) = newUsers {
                Text("new: " + newUsers.map(\.name).joined(separator: ", "))
            }
            if case .success(let songs) = songs {
                Text("songs: " + songs.map(\.title).joined(separator: ", "))
            }
        }
        .task {
            await _users.request(from: recording)
            await _newUsers.request(from: recording)
            await _songs.request(from: recording)
        }
    }
}

let recorded = ViewHost(Recorded())
await recorded.runTasks()
print(requested)
print(recorded.texts)

let library = ViewHost(LibraryScreen())
print(library.texts)
await library.runTasks()
print(library.texts)

/* expected output:
["/v1/users", "/v1/users/new", "/v1/songs"]
["users: Aiko, Ben", "new: Chie", "songs: Blue, Green"]
["Users: loading", "New: loading", "Songs: loading"]
["Users: Aiko, Ben", "New: Chie", "Songs: Blue, Green"]
*/
