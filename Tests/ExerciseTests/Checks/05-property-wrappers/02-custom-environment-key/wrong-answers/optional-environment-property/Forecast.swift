// wrong: makes the environment value optional, so the label falls back to Celsius itself
// rejected-by: accepts-environment-usages
import MiniUI

/// One city's temperature, in whatever unit the environment says.
struct TemperatureLabel: View {
    let city: String
    let celsius: Double
    @Environment(\.temperatureUnit) private var unit

    var body: some View {
        Text("\(city): \((unit ?? .celsius).format(celsius: celsius))")
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
        // One modifier for the whole stack: every label inside reads it, none is told one by one.
        .environment(\.temperatureUnit, usesFahrenheit ? .fahrenheit : .celsius)
    }
}
