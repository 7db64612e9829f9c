// Goal: an Environment-style API of your own: a custom EnvironmentKey, an EnvironmentValues property, read
// with `@Environment(\.temperatureUnit)` and set with `.environment(\.temperatureUnit, value)`.
// Check it: swift run puzzles check 05.2
// Lesson: Lessons/05-property-wrappers/02-custom-environment-key/README.md

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

// TODO: Declare a key: a private struct conforming to `EnvironmentKey`, whose `defaultValue` is `.celsius`.

// TODO: Extend `EnvironmentValues` with `var temperatureUnit: TemperatureUnit`, read and written through your
//       key with `self[YourKey.self]`.
