// Goal: solve the article's open problem: with `@Get(\.users) var users`, `_users.request()` loads the users, and
// `_users.requestSongs()` does not compile. Make the key path lead to a typed endpoint.
// Check it: swift run puzzles check 05.4
// Lesson: Lessons/05-property-wrappers/04-typed-endpoints/README.md

// TODO: Declare `struct Endpoint<Value: Decodable> { let path: String }`, and make each property of the
//       table an `Endpoint` of what it returns, with its path: `var users: Endpoint<[User]> { … }`.

/// The server's endpoints, by name. Nobody makes a table: `\.users` is used for its type,
/// `KeyPath<Endpoints, [User]>`, which tells `@Get` what the endpoint returns. (Exercise 05.3 declared these
/// with `@Lateinit`; a `let` does as well while no table is ever made.)
struct Endpoints {
    /// GET /v1/users
    let users: [User]
    /// GET /v1/users/new: the same type as `users`, another path.
    let newUsers: [User]
    /// GET /v1/songs
    let songs: [Song]
}
