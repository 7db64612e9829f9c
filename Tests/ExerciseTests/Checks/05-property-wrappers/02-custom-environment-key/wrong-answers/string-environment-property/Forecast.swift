// wrong: reads the unit's name, a String, from the environment
// rejected-by: rejects-values-of-another-type
// misconception: The property's type is what the key path fixes, and so what `.environment(\.temperatureUnit, …)`
// misconception: accepts: a `String` accepts any string. Give the property the enum's type.
// misconception-ja: キーパスが決めるのはプロパティの型で、
// misconception-ja: `.environment(\.temperatureUnit, …)` が受け取るものもそれで決まります。
// misconception-ja: `String` ならどんな文字列でも通ります。プロパティを enum の型にします。
// lesson: #when-the-compiler-says-no
import MiniUI

/// One city's temperature, in whatever unit the environment says.
struct TemperatureLabel: View {
    let city: String
    let celsius: Double
    @Environment(\.temperatureUnit) private var unit

    var body: some View {
        Text("\(city): \((unit == "fahrenheit" ? TemperatureUnit.fahrenheit : .celsius).format(celsius: celsius))")
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
        .environment(\.temperatureUnit, usesFahrenheit ? "fahrenheit" : "celsius")
    }
}
