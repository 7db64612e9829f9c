// 05.4's lesson: the table changed to endpoints before `Get.init`.
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
}

@propertyWrapper
struct Get<Value: Decodable> {  // expected-note {{where 'Value' = 'Endpoint<Array<Station>>'}}
    let endpoint: KeyPath<BikeAPI, Value>
    var wrappedValue: Value? { nil }
    init(_ endpoint: KeyPath<BikeAPI, Value>) { self.endpoint = endpoint }
}

struct Screen {
    // expected-error@+1 {{generic struct 'Get' requires that 'Endpoint<Array<Station>>' conform to 'Decodable'}}
    @Get(\.stations) var stations
}
