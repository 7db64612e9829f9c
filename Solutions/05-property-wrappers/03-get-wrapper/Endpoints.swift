// Goal: `@Get(\.stations) var stations`, a property wrapper that holds a `@State` and loads through `.task`:
// the key path fixes the type (`stations` is a `LoadState<[Station]>`), and the wrapper fills it in.
// Check it: swift run puzzles check 05.3
// Lesson: Lessons/05-property-wrappers/03-get-wrapper/README.md

// given: the bike-share server's endpoints; nothing to change here (the checks use the kit's own copy).

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
