// check: runs
// Two `@Get` wrappers in one view keep two states: the songs fail while the users load, each request
// records its own outcome, and a failure is kept as `.failure` with its error, not left loading.
import MiniUI

@testable import Exercise05_3

enum Offline: Error {
    case noConnection
}

func describe<Value>(_ state: LoadState<Value>, _ name: (Value) -> String) -> String {
    switch state {
    case .loading(let skeleton): "loading, skeleton: \(skeleton.map(name) ?? "none")"
    case .success(let value): "success: \(name(value))"
    case .failure(let error): "failure: \(error)"
    }
}

struct Dashboard: View {
    @Get(\.users) private var users
    @Get(\.songs, skeleton: []) private var songs

    var body: some View {
        VStack {
            Text("users: " + describe(users) { $0.map(\.name).joined(separator: ", ") })
            Text("songs: " + describe(songs) { "\($0.count) songs" })
        }
        .task {
            await _users.request { try await MockServer.fetchUsers() }
        }
        .task {
            await _songs.request { throw Offline.noConnection }
        }
    }
}

let host = ViewHost(Dashboard())
print(host.texts)
await host.runTasks()
print(host.texts)

/* expected output:
["users: loading, skeleton: none", "songs: loading, skeleton: 0 songs"]
["users: success: Aiko, Ben", "songs: failure: noConnection"]
*/
