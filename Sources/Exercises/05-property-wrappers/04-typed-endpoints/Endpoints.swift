// Goal: solve the article's open problem: with `@Get(\.stations) var stations`, `_stations.request()` loads the stations, and
// `_stations.requestRides()` does not compile. Make the key path lead to a typed endpoint.
// Check it: swift run puzzles check 05.4
// Lesson: Lessons/05-property-wrappers/04-typed-endpoints/README.md

// TODO: Declare `struct Endpoint<Value: Decodable> { let path: String }`, and make each property of the
//       table an `Endpoint` of what it returns, with its path: `var stations: Endpoint<[Station]> { … }`.

/// The server's endpoints, by name. Nobody makes a table: `\.stations` is used for its type,
/// `KeyPath<BikeAPI, [Station]>`, which tells `@Get` what the endpoint returns. (Exercise 05.3 declared these
/// with `@Lateinit`; a `let` does as well while no table is ever made.)
struct BikeAPI {
    /// GET /v2/stations
    let stations: [Station]
    /// GET /v2/stations/new: the same type as `stations`, another path.
    let newStations: [Station]
    /// GET /v2/rides
    let rides: [Ride]
}
