// wrong: makes the environment value optional, nil by default, so every reader must pick its own fallback
// rejected-by: accepts-environment-usages
import MiniUI

/// How temperatures are shown.
enum TemperatureUnit: Equatable {
    case celsius, fahrenheit

    /// A temperature given in degrees Celsius, written in this unit: `"20 °C"`, `"68 °F"`.
    func format(celsius: Double) -> String {
        switch self {
        case .celsius: "\(Int(celsius.rounded())) °C"
        case .fahrenheit: "\(Int((celsius * 9 / 5 + 32).rounded())) °F"
        }
    }
}

/// The key: a type, private to this file, whose only job is to carry the default value.
private struct TemperatureUnitKey: EnvironmentKey {
    static let defaultValue: TemperatureUnit? = nil
}

extension EnvironmentValues {
    /// The unit temperatures are shown in; Celsius unless a view above says otherwise.
    ///
    /// This property is what makes `\.temperatureUnit` a `WritableKeyPath<EnvironmentValues, TemperatureUnit>`:
    /// `@Environment(\.temperatureUnit)` reads a `TemperatureUnit` with no type written out, and
    /// `.environment(\.temperatureUnit, value)` accepts nothing else. The setter is what makes it writable.
    var temperatureUnit: TemperatureUnit? {
        get { self[TemperatureUnitKey.self] }
        set { self[TemperatureUnitKey.self] = newValue }
    }
}
