// wrong: an Endpoint that knows its path but not what it returns, so the key path no longer fixes the type and
// any property type is accepted, to fail when the response is decoded
// rejected-by: rejects-requesting-another-endpoint
/// One endpoint of the server: where it lives.
struct Endpoint {
    let path: String
}

/// The server's endpoints, by name.
struct BikeAPI {
    /// GET /v2/stations
    var stations: Endpoint { Endpoint(path: "/v2/stations") }
    /// GET /v2/stations/new
    var newStations: Endpoint { Endpoint(path: "/v2/stations/new") }
    /// GET /v2/rides
    var rides: Endpoint { Endpoint(path: "/v2/rides") }
}
