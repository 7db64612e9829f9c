// check: runs, preview
// A label shows Celsius by default and Fahrenheit where a view above sets it; on the forecast screen the
// toggle sets the unit for both labels at once, and each label's body runs again because what it read
// from the environment changed.
import MiniUI

@testable import Exercise05_2

struct TwoCities: View {
    var body: some View {
        VStack {
            TemperatureLabel(city: "Lima", celsius: 30)
            TemperatureLabel(city: "Oslo", celsius: 5).environment(\.temperatureUnit, .fahrenheit)
        }
    }
}

print(ViewHost(TwoCities()).texts)

let host = ViewHost(ForecastScreen())
print(host.texts)
_ = host.takeRenderLog()
host.toggle("Fahrenheit")
print(host.texts)
print(host.takeRenderLog())
host.toggle("Fahrenheit")
print(host.texts)

/* expected output:
["Lima: 30 °C", "Oslo: 41 °F"]
["Fahrenheit", "Tokyo: 20 °C", "Osaka: 25 °C"]
["Fahrenheit", "Tokyo: 68 °F", "Osaka: 77 °F"]
["ForecastScreen", "TemperatureLabel", "TemperatureLabel"]
["Fahrenheit", "Tokyo: 20 °C", "Osaka: 25 °C"]
*/
