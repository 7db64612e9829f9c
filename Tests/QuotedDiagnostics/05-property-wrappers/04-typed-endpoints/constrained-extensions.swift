// 05.4's lesson: design 1, a request method per endpoint type in constrained extensions; the misuse, and one name for
// two endpoints of one type.
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

@propertyWrapper
struct Get<Value: Decodable> {
    var wrappedValue: Value?
    func load(from path: String, source: DataSource) async {}
}

extension Get where Value == [Station] {
    func requestStations(from source: DataSource = .mock) async { await load(from: "/v2/stations", source: source) }
    // expected-note@+1 {{'request(from:)' previously declared here}}
    func request(from source: DataSource = .mock) async { await load(from: "/v2/stations", source: source) }
}

// expected-note@+1 {{where 'Value' = '[Station]'}}
extension Get where Value == [Ride] {
    func requestRides(from source: DataSource = .mock) async { await load(from: "/v2/rides", source: source) }
}

extension Get where Value == [Station] {
    // expected-error@+1 {{invalid redeclaration of 'request(from:)'}}
    func request(from source: DataSource = .mock) async { await load(from: "/v2/new-stations", source: source) }
}

struct Screen {
    @Get var stations: [Station]?
    func refresh() async {
        // expected-error@+1 {{referencing instance method 'requestRides(from:)' on 'Get' requires the types '[Station]' and '[Ride]' be equivalent}}
        await _stations.requestRides()
    }
}
