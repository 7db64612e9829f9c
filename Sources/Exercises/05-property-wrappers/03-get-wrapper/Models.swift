// Goal: `@Get(\.users) var users`, a property wrapper that holds a `@State` and loads data through `.task`: the
// key path fixes the type, `users` is a `LoadState<[User]>`, `_users.request { … }` fills it in.
// Check it: swift run puzzles check 05.3
// Lesson: Lessons/05-property-wrappers/03-get-wrapper/README.md

// The data of this exercise, and a pretend server; nothing to change here.

struct User: Identifiable, Equatable {
    let id: Int
    let name: String

    /// Rows to show, greyed out, while the real ones load.
    static let placeholders = [User(id: -1, name: "······"), User(id: -2, name: "····")]
}

struct Song: Identifiable, Equatable {
    let id: Int
    let title: String
}

/// A server in memory: it answers after letting other work run once, never sleeps, never fails.
enum MockServer {
    static func fetchUsers() async throws -> [User] {
        await Task.yield()
        return [User(id: 1, name: "Aiko"), User(id: 2, name: "Ben")]
    }

    static func fetchSongs() async throws -> [Song] {
        await Task.yield()
        return [Song(id: 7, title: "Blue")]
    }
}
