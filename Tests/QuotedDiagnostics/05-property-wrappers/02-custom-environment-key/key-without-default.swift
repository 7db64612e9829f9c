// 05.2's lesson: a key without `defaultValue`.
// prints: note: protocol requires nested type 'Value'
import MiniUI

// expected-error@+2 {{type 'TemperatureUnitKey' does not conform to protocol 'EnvironmentKey'}}
// expected-note@+1 {{add stubs for conformance}}
private struct TemperatureUnitKey: EnvironmentKey {}
