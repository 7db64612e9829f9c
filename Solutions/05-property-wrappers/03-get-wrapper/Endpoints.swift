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
