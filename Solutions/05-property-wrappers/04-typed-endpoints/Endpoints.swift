/// One endpoint of the server: where it lives, and, in its type, what it returns.
///
/// `Value` is a phantom: no stored property has that type. It is there so that an `Endpoint<[Station]>` and
/// an `Endpoint<[Ride]>` are different types, and the compiler can tell them apart.
struct Endpoint<Value: Decodable> {
    let path: String
}

/// The server's endpoints, by name. Each is a real value now, a path, and its type says what it returns:
/// `\.stations` is a `KeyPath<BikeAPI, Endpoint<[Station]>>`.
///
/// A new endpoint is one more property here, and nothing else: `Get` needs no new method for it.
struct BikeAPI {
    /// The docking stations (GET /v2/stations).
    var stations: Endpoint<[Station]> { Endpoint(path: "/v2/stations") }
    /// Stations opened this month (GET /v2/stations/new): the same type as `stations`, another path.
    var newStations: Endpoint<[Station]> { Endpoint(path: "/v2/stations/new") }
    /// Today's rides (GET /v2/rides).
    var rides: Endpoint<[Ride]> { Endpoint(path: "/v2/rides") }
}
