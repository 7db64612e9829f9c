// Goal: an Environment-style API of your own: a custom EnvironmentKey, an EnvironmentValues property, read
// with `@Environment(\.temperatureUnit)` and set with `.environment(\.temperatureUnit, value)`.
// Check it: swift run puzzles check 05.2
// Lesson: Lessons/05-property-wrappers/02-custom-environment-key/README.md

import MiniUI

/// One city's temperature, in whatever unit the environment says.
struct TemperatureLabel: View {
    let city: String
    let celsius: Double
    // TODO: Read the unit from the environment with `@Environment(\.temperatureUnit)`, and let the key path
    //       give the property its type.
    private let unit = TemperatureUnit.celsius

    var body: some View {
        Text("\(city): \(unit.format(celsius: celsius))")
    }
}

/// Today's temperatures, with a switch to show them in Fahrenheit.
struct ForecastScreen: View {
    @State private var usesFahrenheit = false

    var body: some View {
        VStack {
            Toggle("Fahrenheit", isOn: $usesFahrenheit)
            TemperatureLabel(city: "Tokyo", celsius: 20)
            TemperatureLabel(city: "Osaka", celsius: 25)
        }
        // TODO: Set the unit for everything in the stack: Fahrenheit when the toggle is on, Celsius when off
        //       (whatever a view above the screen has set).
    }
}
