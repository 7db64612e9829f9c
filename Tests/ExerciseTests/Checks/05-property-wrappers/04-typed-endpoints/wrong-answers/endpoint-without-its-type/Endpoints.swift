// wrong: an Endpoint that knows its path but not what it returns, so the key path no longer fixes the type and
// any property type is accepted, to fail when the response is decoded
// rejected-by: rejects-requesting-another-endpoint
/// One endpoint of the server: where it lives.
struct Endpoint {
    let path: String
}

/// The server's endpoints, by name.
struct Endpoints {
    /// GET /v1/users
    var users: Endpoint { Endpoint(path: "/v1/users") }
    /// GET /v1/users/new
    var newUsers: Endpoint { Endpoint(path: "/v1/users/new") }
    /// GET /v1/songs
    var songs: Endpoint { Endpoint(path: "/v1/songs") }
}
