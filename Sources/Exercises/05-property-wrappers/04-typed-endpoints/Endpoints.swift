// Goal: solve the article's open problem for our bike-share endpoints: `_stations.request()` loads the stations,
// and asking the stations' wrapper for rides does not compile. Make the key path lead to a typed endpoint.
// Check it: swift run puzzles check 05.4
// Lesson: Lessons/05-property-wrappers/04-typed-endpoints/README.md

// TODO: Declare a generic `Endpoint` type that knows where an endpoint lives (its path), and whose type
//       parameter says what the endpoint returns (something Decodable); one initializer takes the path alone
//       (the memberwise one will do). Then make each property of the table such an endpoint, with the path
//       written in its comment.

/// The server's endpoints, by name. Nobody makes a table: `\.stations` is used for its type,
/// `KeyPath<BikeAPI, [Station]>`, which tells `@Get` what the endpoint returns. (Exercise 05.3 declared these
/// with `@Lateinit`; a `let` does as well while no table is ever made.)
struct BikeAPI {
    /// The docking stations (GET /v2/stations).
    let stations: [Station]
    /// Stations opened this month (GET /v2/stations/new): the same type as `stations`, another path.
    let newStations: [Station]
    /// Today's rides (GET /v2/rides).
    let rides: [Ride]
}
