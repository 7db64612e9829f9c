// Goal: `@Get(\.stations) var stations`, a property wrapper that holds a `@State` and loads data through `.task`: the
// key path fixes the type, `stations` is a `LoadState<[Station]>`, `_stations.request { … }` fills it in.
// Check it: swift run puzzles check 05.3
// Lesson: Lessons/05-property-wrappers/03-get-wrapper/README.md

// The table of endpoints; nothing to change here.

/// What the server offers, one property per endpoint. Nobody reads these values: `\.stations` is used for its
/// type, `KeyPath<BikeAPI, [Station]>`, which tells `@Get` what the endpoint returns. `@Lateinit` lets the
/// table declare them without values, and stops loudly if anyone ever does read one.
struct BikeAPI {
    /// GET /v2/stations
    @Lateinit var stations: [Station]
    /// GET /v2/rides
    @Lateinit var rides: [Ride]
}

/// Where a request stands: still loading (perhaps with placeholder content to show meanwhile), loaded, or
/// failed.
enum LoadState<Value> {
    case loading(skeleton: Value?)
    case success(Value)
    case failure(any Error)
}
