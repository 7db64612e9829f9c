// wrong: an Endpoint that knows its path but not what it returns, so the key path no longer fixes the type
// rejected-by: rejects-requesting-another-endpoint
// misconception: Without a type parameter every endpoint has the same type, so the key path says nothing about what
// misconception: comes back: any property type is accepted, and the mistake shows only when decoding fails. The
// misconception: phantom type is what lets the compiler check.
// misconception-ja: 型パラメータがないとどのエンドポイントも同じ型になり、キーパスは何が返ってくるかを何も言いません。
// misconception-ja: プロパティの型は何でも通り、間違いはデコードに失敗して初めて分かります。
// misconception-ja: コンパイラに確かめさせるのは幽霊型です。
// lesson: #design-2-typed-endpoints
/// One endpoint of the server: where it lives.
struct Endpoint {
    let path: String
}

/// The server's endpoints, by name.
struct BikeAPI {
    /// The docking stations (GET /v2/stations).
    var stations: Endpoint { Endpoint(path: "/v2/stations") }
    /// Stations opened this month (GET /v2/stations/new).
    var newStations: Endpoint { Endpoint(path: "/v2/stations/new") }
    /// Today's rides (GET /v2/rides).
    var rides: Endpoint { Endpoint(path: "/v2/rides") }
}
