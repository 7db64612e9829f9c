// wrong: the environment property's setter stores nothing, `set {}`, kept only so that the key path is writable
// rejected-by: the-property-keeps-what-is-set, renders-units-from-environment
// misconception: `.environment(\.temperatureUnit, …)` writes through the property's setter: a setter that stores
// misconception: nothing still makes the key path writable, so it compiles, but every write vanishes and every view
// misconception: below reads the key's default. Store the value: `self[Key.self] = newValue`.
// misconception-ja: `.environment(\.temperatureUnit, …)` はプロパティのセッターを通して書き込みます。何も保存しない
// misconception-ja: セッターでもキーパスは書き込み可能になるのでコンパイルは通りますが、書き込みはすべて消え、その下の
// misconception-ja: View はすべてキーの既定値を読みます。値を保存します（`self[Key.self] = newValue`）。
// lesson: #the-idea
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
    static let defaultValue: TemperatureUnit = .celsius
}

extension EnvironmentValues {
    /// The unit temperatures are shown in; Celsius unless a view above says otherwise.
    ///
    /// This property is what makes `\.temperatureUnit` a `WritableKeyPath<EnvironmentValues, TemperatureUnit>`:
    /// `@Environment(\.temperatureUnit)` reads a `TemperatureUnit` with no type written out, and
    /// `.environment(\.temperatureUnit, value)` accepts nothing else. The setter is what makes it writable.
    var temperatureUnit: TemperatureUnit {
        get { self[TemperatureUnitKey.self] }
        set {}
    }
}
