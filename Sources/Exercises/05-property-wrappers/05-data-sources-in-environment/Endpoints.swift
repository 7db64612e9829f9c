// Goal: inject the data source through the environment, so the same `UsersScreen` talks to `.live` in the app
// and to `.mock` in a preview or a check, and `@Get` finds it by itself.
// Check it: swift run puzzles check 05.5
// Lesson: Lessons/05-property-wrappers/05-data-sources-in-environment/README.md

// The typed endpoints of exercise 05.4, solved; nothing to change here.

/// One endpoint of the server: where it lives, and, in its type, what it returns.
struct Endpoint<Value: Decodable> {
    let path: String
}

/// The server's endpoints, by name: `\.users` is a `KeyPath<Endpoints, Endpoint<[User]>>`.
struct Endpoints {
    /// GET /v1/users
    var users: Endpoint<[User]> { Endpoint(path: "/v1/users") }
    /// GET /v1/users/new
    var newUsers: Endpoint<[User]> { Endpoint(path: "/v1/users/new") }
    /// GET /v1/songs
    var songs: Endpoint<[Song]> { Endpoint(path: "/v1/songs") }
}
