// wrong: constrained extensions of Get, one per returned type; the table's key paths are used for their types
// only, so two endpoints of one type cannot be told apart
// rejected-by: requests-each-endpoint-from-its-path
/// The server's endpoints, by name. Nobody makes a table: the key paths are used for their types.
struct BikeAPI {
    /// GET /v2/stations
    let stations: [Station]
    /// GET /v2/stations/new
    let newStations: [Station]
    /// GET /v2/rides
    let rides: [Ride]
}
