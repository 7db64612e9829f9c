// wrong: hands the unit to each label by hand, so a label ignores what the environment says
// rejected-by: renders-units-from-environment
// misconception: A parameter reaches only the label you pass it to, and a label placed under another view's
// misconception: `.environment` never sees that view's unit. Read it with `@Environment(\.temperatureUnit)` inside
// misconception: the label.
// misconception-ja: 引数は渡した相手のラベルにしか届かず、
// misconception-ja: 別のビューの `.environment` の下に置いたラベルはそのビューの単位を知りません。
// misconception-ja: ラベルの中で `@Environment(\.temperatureUnit)` として読みます。
// lesson: #the-idea
import MiniUI

/// One city's temperature, in whatever unit the environment says.
struct TemperatureLabel: View {
    let city: String
    let celsius: Double
    var unit: TemperatureUnit = .celsius

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
            TemperatureLabel(city: "Tokyo", celsius: 20, unit: usesFahrenheit ? .fahrenheit : .celsius)
            TemperatureLabel(city: "Osaka", celsius: 25, unit: usesFahrenheit ? .fahrenheit : .celsius)
        }
        // One modifier for the whole stack: every label inside reads it, none is told one by one.
        .environment(\.temperatureUnit, usesFahrenheit ? .fahrenheit : .celsius)
    }
}
