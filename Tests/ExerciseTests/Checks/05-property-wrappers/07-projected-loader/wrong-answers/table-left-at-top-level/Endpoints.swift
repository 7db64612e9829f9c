// wrong: leaves the endpoint table at the top level instead of nesting it as `Get.Endpoints`
// rejected-by: accepts-projected-loaders
// misconception: The task asks for the article's nesting: the table is `Get.Endpoints`, so an endpoint is added with
// misconception: `extension Get.Endpoints`. A top-level table works the same at run time, but it is not the name the
// misconception: rest of the code uses.
// misconception-ja: この演習が求めているのは記事と同じ入れ子です。一覧表は `Get.Endpoints` で、
// misconception-ja: エンドポイントは `extension Get.Endpoints` で足します。
// misconception-ja: トップレベルの一覧表も実行時には同じように動きますが、ほかのコードが使う名前ではありません。
// lesson: #a-table-nested-in-a-generic-type
/// One endpoint of the server: where it lives, and, in its type, what it returns.
struct Endpoint<Value: Decodable> {
    let path: String
}

/// The bike-share server's endpoints, at the top level.
struct BikeAPI {
    /// The docking stations (GET /v2/stations).
    var stations: Endpoint<[Station]> { Endpoint(path: "/v2/stations") }
    /// Stations opened this month (GET /v2/stations/new).
    var newStations: Endpoint<[Station]> { Endpoint(path: "/v2/stations/new") }
    /// Today's rides (GET /v2/rides).
    var rides: Endpoint<[Ride]> { Endpoint(path: "/v2/rides") }
}
