// wrong: makes the environment value optional, so the label falls back to Celsius itself
// rejected-by: accepts-environment-usages
// misconception: The key's `defaultValue` is the fallback, in one place; an optional value makes every reader choose
// misconception: its own, and `\.temperatureUnit` no longer leads to a `TemperatureUnit`.
// misconception-ja: フォールバックはキーの `defaultValue` として 1 か所に置くものです。
// misconception-ja: 値をオプショナルにすると読み手ごとに自分のフォールバックを選ぶことになり、
// misconception-ja: `\.temperatureUnit` の行き先も `TemperatureUnit` ではなくなります。
// lesson: #the-idea
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
