// wrong: sets Fahrenheit when the switch is on and passes on the unit from above when it is off
// rejected-by: screen-chooses-both-units
// misconception: The screen's switch chooses the unit both ways: off means Celsius, not "whatever was set above".
// misconception: Under a view that set Fahrenheit, a screen that sets only the "on" case shows °F with its switch
// misconception: off. The innermost `.environment` wins, so set Celsius when off as well.
// misconception-ja: 画面のスイッチはどちらの単位も選びます。オフは摂氏の意味で、「上で設定されたもの」ではありません。
// misconception-ja: 華氏を設定したビューの下では、オンの場合だけを設定する画面は、スイッチがオフなのに °F を表示します。
// misconception-ja: いちばん内側の `.environment` が勝つので、オフのときも摂氏を設定します。
// lesson: #your-task

import MiniUI

/// One city's temperature, in whatever unit the environment says.
struct TemperatureLabel: View {
    let city: String
    let celsius: Double
    @Environment(\.temperatureUnit) private var unit

    var body: some View {
        Text("\(city): \(unit.format(celsius: celsius))")
    }
}

/// Today's temperatures, with a switch to show them in Fahrenheit.
struct ForecastScreen: View {
    @State private var usesFahrenheit = false
    @Environment(\.temperatureUnit) private var unitAbove

    var body: some View {
        VStack {
            Toggle("Fahrenheit", isOn: $usesFahrenheit)
            TemperatureLabel(city: "Tokyo", celsius: 20)
            TemperatureLabel(city: "Osaka", celsius: 25)
        }
        // Fahrenheit when the switch is on; otherwise whatever unit was set above.
        .environment(\.temperatureUnit, usesFahrenheit ? .fahrenheit : unitAbove)
    }
}
