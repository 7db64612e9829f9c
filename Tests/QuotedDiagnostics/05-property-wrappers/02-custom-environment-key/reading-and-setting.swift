// 05.2's lesson: the reading property with a type of its own; the wrong value given to `.environment`.
import MiniUI

enum TemperatureUnit: Sendable {
    case celsius, fahrenheit
}

private struct TemperatureUnitKey: EnvironmentKey {
    static let defaultValue: TemperatureUnit = .celsius
}

extension EnvironmentValues {
    var temperatureUnit: TemperatureUnit {
        get { self[TemperatureUnitKey.self] }
        set { self[TemperatureUnitKey.self] = newValue }
    }
}

struct Reading: View {
    // expected-error@+2 {{cannot convert value of type 'KeyPath<EnvironmentValues, TemperatureUnit>' to expected argument type 'KeyPath<EnvironmentValues, String>'}}
    // expected-note@+1 {{arguments to generic parameter 'Value' ('TemperatureUnit' and 'String') are expected to be equal}}
    @Environment(\.temperatureUnit) var unit: String
    var body: some View { Text(unit) }
}

struct Forecast: View {
    var body: some View {
        // expected-error@+1 {{cannot convert value of type 'String' to expected argument type 'TemperatureUnit'}}
        Text("today").environment(\.temperatureUnit, "fahrenheit")
    }
}
