// check: compiles
// `\.temperatureUnit` works like SwiftUI's own keys: `@Environment(\.temperatureUnit)` reads a
// `TemperatureUnit` with no type written out, `.environment(\.temperatureUnit, …)` sets one for a subtree,
// and `EnvironmentValues` has the property with its default.
import MiniUI

@testable import Exercise05_2

struct WeatherBadge: View {
    @Environment(\.temperatureUnit) private var unit
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Text(unit == .celsius ? "C" : "F")
    }

    func currentUnit() -> TemperatureUnit {
        unit
    }
}

struct Trip: View {
    var body: some View {
        VStack {
            WeatherBadge()
            WeatherBadge().environment(\.temperatureUnit, .fahrenheit)
            TemperatureLabel(city: "Lima", celsius: 18)
        }
        .environment(\.temperatureUnit, .celsius)
    }
}

@MainActor
func useEnvironment() {
    var values = EnvironmentValues()
    let unit: TemperatureUnit = values.temperatureUnit
    values.temperatureUnit = .fahrenheit
    let key: WritableKeyPath<EnvironmentValues, TemperatureUnit> = \.temperatureUnit
    let reader: Environment<TemperatureUnit> = Environment(\.temperatureUnit)
    _ = (unit, key, reader, Trip(), ForecastScreen())
}
