/// One endpoint of the server: where it lives, and, in its type, what it returns.
struct Endpoint<Value: Decodable> {
    let path: String
}

extension Get {
    /// The bike-share server's endpoints, nested in the wrapper as the article nested its table: the type is
    /// `Get.Endpoints`, and `@Get(\.` offers exactly these names.
    ///
    /// Nested in a generic type, it is generic too: `Get<[Station]>.Endpoints` and `Get<[Ride]>.Endpoints` are
    /// two types, each with every endpoint below. What keeps a `Get<[Station]>` away from the rides is still the
    /// `Endpoint<Value>` each property returns, not the nesting. (And it may hold no `static let`: "static
    /// stored properties not supported in generic types".)
    struct Endpoints {
        /// The docking stations (GET /v2/stations).
        var stations: Endpoint<[Station]> { Endpoint(path: "/v2/stations") }
        /// Stations opened this month (GET /v2/stations/new).
        var newStations: Endpoint<[Station]> { Endpoint(path: "/v2/stations/new") }
        /// Today's rides (GET /v2/rides).
        var rides: Endpoint<[Ride]> { Endpoint(path: "/v2/rides") }
    }
}
