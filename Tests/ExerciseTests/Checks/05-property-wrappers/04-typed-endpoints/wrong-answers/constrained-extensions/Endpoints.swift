// wrong: constrained extensions of Get, one per returned type, so two endpoints of one type cannot be told apart
// rejected-by: requests-each-endpoint-from-its-path
// misconception: A constraint sees only the type an endpoint returns, never which endpoint it is: `\.stations` and
// misconception: `\.newStations` are both `[Station]`, so one of them is fetched from the wrong path. Put the
// misconception: endpoint itself, a value, at the end of the key path.
// misconception-ja: 制約に見えるのはエンドポイントが返す型だけで、どのエンドポイントかは見えません。
// misconception-ja: `\.stations` と `\.newStations` はどちらも `[Station]` なので、
// misconception-ja: 片方が違うパスから取ってこられます。キーパスの先にエンドポイントそのもの（値）を置きます。
// lesson: #design-1-constrained-extensions
/// The server's endpoints, by name. Nobody makes a table: the key paths are used for their types.
struct BikeAPI {
    /// The docking stations (GET /v2/stations).
    let stations: [Station]
    /// Stations opened this month (GET /v2/stations/new).
    let newStations: [Station]
    /// Today's rides (GET /v2/rides).
    let rides: [Ride]
}
