// Goal: hand `@Get`'s request to a child view through a projected value, `$rides`; nest the endpoint table in
// `Get` as the article did; and ask `Value: Equatable`, so that a request can tell whether anything changed.
// Check it: swift run puzzles check 05.7
// Lesson: Lessons/05-property-wrappers/07-projected-loader/README.md

/// One endpoint of the server: where it lives, and, in its type, what it returns.
struct Endpoint<Value: Decodable> {
    let path: String
}

// TODO: Move this table into `Get`, as a nested type named `Endpoints` (in an extension of `Get`, or inside
//       it), so that its full name is `Get.Endpoints`, and make `Get`'s initializer take key paths into it.
//       Keep its three endpoints. (A typealias to a table declared elsewhere gives it the name, not the nesting.)

/// The bike-share server's endpoints.
struct BikeAPI {
    /// The docking stations (GET /v2/stations).
    var stations: Endpoint<[Station]> { Endpoint(path: "/v2/stations") }
    /// Stations opened this month (GET /v2/stations/new).
    var newStations: Endpoint<[Station]> { Endpoint(path: "/v2/stations/new") }
    /// Today's rides (GET /v2/rides).
    var rides: Endpoint<[Ride]> { Endpoint(path: "/v2/rides") }
}
