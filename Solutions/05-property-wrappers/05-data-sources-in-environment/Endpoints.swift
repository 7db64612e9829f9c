// Goal: inject the data source through the environment, so the same `StationsScreen` talks to `.live` in the app
// and to `.mock` in a preview or a check, and `@Get` finds it by itself.
// Check it: swift run puzzles check 05.5
// Lesson: Lessons/05-property-wrappers/05-data-sources-in-environment/README.md

// given: the typed endpoints of exercise 05.4, solved; nothing to change here (the checks use the kit's own copy).

/// One endpoint of the server: where it lives, and, in its type, what it returns.
struct Endpoint<Value: Decodable> {
    let path: String
}

/// The server's endpoints, by name: `\.stations` is a `KeyPath<BikeAPI, Endpoint<[Station]>>`.
struct BikeAPI {
    /// The docking stations (GET /v2/stations).
    var stations: Endpoint<[Station]> { Endpoint(path: "/v2/stations") }
    /// Stations opened this month (GET /v2/stations/new).
    var newStations: Endpoint<[Station]> { Endpoint(path: "/v2/stations/new") }
    /// Today's rides (GET /v2/rides).
    var rides: Endpoint<[Ride]> { Endpoint(path: "/v2/rides") }
}
