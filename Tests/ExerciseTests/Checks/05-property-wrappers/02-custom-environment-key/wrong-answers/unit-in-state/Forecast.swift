// wrong: keeps the unit in the label's own @State, which starts at Celsius and never hears the environment
// rejected-by: renders-units-from-environment
// misconception: `@State` is the label's own value, set once and changed only by the label; it never hears what a
// misconception: view above says. A value set from above belongs in the environment.
// misconception-ja: `@State` はラベル自身の値で、最初に一度セットされ、ラベルにしか変えられません。
// misconception-ja: 上のビューが何を言っても届きません。上から設定する値は環境に置きます。
// lesson: #the-idea
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
