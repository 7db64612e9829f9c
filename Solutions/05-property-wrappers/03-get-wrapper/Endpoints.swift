// The bike-share server's endpoints; nothing to change here.

/// One property per endpoint of the bike-share server. No one ever fills this table in or reads from it:
/// `\.stations` matters for its type alone, `KeyPath<BikeAPI, [Station]>`, which tells `@Get` what that
/// endpoint answers with. `@Lateinit` (exercise 05.1) lets a property exist without a value, and stops the
/// program if anyone reads one after all.
struct BikeAPI {
    /// The docking stations.
    @Lateinit var stations: [Station]
    /// Today's rides.
    @Lateinit var rides: [Ride]
}

/// Where a request stands: still loading (perhaps with placeholder content to show meanwhile), loaded, or
/// failed.
enum LoadState<Value> {
    case loading(skeleton: Value?)
    case success(Value)
    case failure(any Error)
}
