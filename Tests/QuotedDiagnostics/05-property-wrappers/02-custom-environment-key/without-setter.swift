// 05.2's lesson: the environment property without a setter, given to `.environment`.
import MiniUI

enum TemperatureUnit: Sendable {
    case celsius, fahrenheit
}

private struct TemperatureUnitKey: EnvironmentKey {
    static let defaultValue: TemperatureUnit = .celsius
}

extension EnvironmentValues {
    var temperatureUnit: TemperatureUnit { self[TemperatureUnitKey.self] }
}

struct Forecast: View {
    var body: some View {
        // expected-error@+2 {{cannot convert value of type 'any KeyPath<EnvironmentValues, TemperatureUnit> & Sendable' to expected argument type 'WritableKeyPath<EnvironmentValues, V>'}}
        // expected-error@+1 {{cannot infer contextual base in reference to member 'fahrenheit'}}
        Text("today").environment(\.temperatureUnit, .fahrenheit)
    }
}
