// wrong: constrained extensions of Get, one per returned type; the table's key paths are used for their types
// only, so two endpoints of one type cannot be told apart
// rejected-by: requests-each-endpoint-from-its-path
/// The server's endpoints, by name. Nobody makes a table: the key paths are used for their types.
struct Endpoints {
    /// GET /v1/users
    let users: [User]
    /// GET /v1/users/new
    let newUsers: [User]
    /// GET /v1/songs
    let songs: [Song]
}
