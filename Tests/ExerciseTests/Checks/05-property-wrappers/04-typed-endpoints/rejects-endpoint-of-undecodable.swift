// check: rejects
// An endpoint's type says what the server returns, and `Get` decodes it: so `Endpoint` itself asks that its
// `Value` be `Decodable`, and an endpoint of something that cannot be decoded is refused where it is declared,
// not later where a wrapper reads it.
import MiniUI

@testable import Exercise05_4

/// A dock's light, kept on the device: nothing the server sends.
struct DockLight {
    var isOn: Bool
}

extension BikeAPI {
    // expected-error@+1 {{does not conform to protocol 'Decodable'}}
    var dockLight: Endpoint<DockLight>? { nil }
}
