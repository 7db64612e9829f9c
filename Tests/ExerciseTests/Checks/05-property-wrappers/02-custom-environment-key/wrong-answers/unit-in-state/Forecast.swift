// wrong: keeps the unit in the label's own @State, which starts at Celsius and never hears the environment
// rejected-by: renders-units-from-environment
import MiniUI

/// One city's temperature, in whatever unit the environment says.
struct TemperatureLabel: View {
    let city: String
    let celsius: Double
    @State private var unit = TemperatureUnit.celsius

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
        // One modifier for the whole stack: every label inside reads it, none is told one by one.
        .environment(\.temperatureUnit, usesFahrenheit ? .fahrenheit : .celsius)
    }
}
