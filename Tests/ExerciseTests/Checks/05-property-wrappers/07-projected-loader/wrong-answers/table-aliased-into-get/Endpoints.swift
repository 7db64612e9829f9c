// wrong: leaves the table at the top level and names it `Get.Endpoints` with a typealias inside `Get`
// rejected-by: rejects-one-table-for-every-get
// misconception: A `typealias` inside `Get` gives a table declared elsewhere a second name, but it does not nest it:
// misconception: it stays one type shared by every `Get`. The task asks for the table declared inside `Get` (or an
// misconception: extension of it), where each `Get<Value>` has an `Endpoints` type of its own.
// misconception-ja: `Get` の中の `typealias` は、ほかの場所で宣言した一覧表に別名を付けるだけで、入れ子にはしません。
// misconception-ja: すべての `Get` が共有する 1 つの型のままです。この演習が求めているのは `Get`(またはその extension)の
// misconception-ja: 中で宣言した一覧表で、そこではそれぞれの `Get<Value>` が自分の `Endpoints` 型を持ちます。
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

extension Get {
    /// The table under the name the rest of the code uses.
    typealias Endpoints = BikeAPI
}
