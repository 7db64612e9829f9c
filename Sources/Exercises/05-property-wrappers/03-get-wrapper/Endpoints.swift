// Goal: `@Get(\.users) var users`, a property wrapper that holds a `@State` and loads data through `.task`: the
// key path fixes the type, `users` is a `LoadState<[User]>`, `_users.request { … }` fills it in.
// Check it: swift run puzzles check 05.3
// Lesson: Lessons/05-property-wrappers/03-get-wrapper/README.md

// The table of endpoints; nothing to change here.

/// What the server offers, one property per endpoint. Nobody reads these values: `\.users` is used for its
/// type, `KeyPath<Endpoints, [User]>`, which tells `@Get` what the endpoint returns. `@Lateinit` lets the
/// table declare them without values, and stops loudly if anyone ever does read one.
struct Endpoints {
    /// GET /v1/users
    @Lateinit var users: [User]
    /// GET /v1/songs
    @Lateinit var songs: [Song]
}

/// Where a request stands: still loading (perhaps with placeholder content to show meanwhile), loaded, or
/// failed.
enum LoadState<Value> {
    case loading(skeleton: Value?)
    case success(Value)
    case failure(any Error)
}
