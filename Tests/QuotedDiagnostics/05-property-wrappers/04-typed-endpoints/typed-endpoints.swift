// 05.4's lesson: design 2, typed endpoints: another endpoint's request has nowhere to exist; the table changed before
// `Get.init`; a wrapper that claims the wrong type.
import MiniUI

struct Station: Decodable {
    var name: String
}

struct Ride: Decodable {
    var minutes: Int
}

struct DataSource: Sendable {
    static let mock = DataSource()
}

struct Endpoint<Value: Decodable> {
    let path: String
}

struct BikeAPI {
    var stations: Endpoint<[Station]> { Endpoint(path: "/v2/stations") }
    var rides: Endpoint<[Ride]> { Endpoint(path: "/v2/rides") }
}

enum LoadState<Value> {
    case loading
    case success(Value)
}

@propertyWrapper
struct Get<Value: Decodable> {
    let endpoint: KeyPath<BikeAPI, Endpoint<Value>>
    var wrappedValue: LoadState<Value> { .loading }
    init(_ endpoint: KeyPath<BikeAPI, Endpoint<Value>>) { self.endpoint = endpoint }
    func request(from source: DataSource = .mock) async {}
}

struct Screen {
    @Get(\.stations) var stations: LoadState<[Station]>
    // expected-error@+2 {{cannot convert value of type 'KeyPath<BikeAPI, Endpoint<Array<Ride>>>' to expected argument type 'KeyPath<BikeAPI, Endpoint<[Station]>>'}}
    // expected-note@+1 {{arguments to generic parameter 'Element' ('Ride' and 'Station') are expected to be equal}}
    @Get(\.rides) var wrong: LoadState<[Station]>
    func refresh() async {
        // expected-error@+1 {{value of type 'Get<[Station]>' has no member 'requestRides'}}
        await _stations.requestRides()
    }
}
