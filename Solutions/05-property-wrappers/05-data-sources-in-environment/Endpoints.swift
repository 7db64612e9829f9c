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
