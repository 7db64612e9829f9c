// wrong: Endpoint's type parameter left unconstrained; only Get asks for Decodable
// rejected-by: rejects-endpoint-of-undecodable
// misconception: `Get` already asks for `Decodable`, so `Endpoint` need not: but then the table may declare an
// misconception: endpoint of a type the server can never send, and the mistake shows only where a wrapper reads
// misconception: it. The endpoint's type is the promise of what comes back: constrain `Value` where it is declared.
// misconception-ja: `Get` がすでに `Decodable` を求めているから `Endpoint` には要らない、という考えです。
// misconception-ja: それでは一覧表に、サーバーが決して送れない型のエンドポイントを宣言できてしまい、
// misconception-ja: 誤りはラッパーが読む場所で初めて見えます。エンドポイントの型は返ってくるものの約束なので、
// misconception-ja: 宣言する場所で `Value` に制約を付けます。
// lesson: #design-2-typed-endpoints
/// One endpoint of the server: where it lives, and, in its type, what it returns.
struct Endpoint<Value> {
    let path: String

    init(path: String) {
        self.path = path
    }
}

/// The server's endpoints, by name.
struct BikeAPI {
    /// The docking stations (GET /v2/stations).
    var stations: Endpoint<[Station]> { Endpoint(path: "/v2/stations") }
    /// Stations opened this month (GET /v2/stations/new).
    var newStations: Endpoint<[Station]> { Endpoint(path: "/v2/stations/new") }
    /// Today's rides (GET /v2/rides).
    var rides: Endpoint<[Ride]> { Endpoint(path: "/v2/rides") }
}
