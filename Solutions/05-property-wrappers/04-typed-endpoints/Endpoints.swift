/// One endpoint of the server: where it lives, and, in its type, what it returns.
///
/// `Value` is a phantom: no stored property has that type. It is there so that an `Endpoint<[User]>` and
/// an `Endpoint<[Song]>` are different types, and the compiler can tell them apart.
struct Endpoint<Value: Decodable> {
    let path: String
}

/// The server's endpoints, by name. Each is a real value now, a path, and its type says what it returns:
/// `\.users` is a `KeyPath<Endpoints, Endpoint<[User]>>`.
///
/// A new endpoint is one more property here, and nothing else: `Get` needs no new method for it.
struct Endpoints {
    /// GET /v1/users
    var users: Endpoint<[User]> { Endpoint(path: "/v1/users") }
    /// GET /v1/users/new: the same type as `users`, another path.
    var newUsers: Endpoint<[User]> { Endpoint(path: "/v1/users/new") }
    /// GET /v1/songs
    var songs: Endpoint<[Song]> { Endpoint(path: "/v1/songs") }
}
