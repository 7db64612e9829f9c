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

print("two cities:", ViewHost(TwoCities()).texts)

let host = ViewHost(ForecastScreen())
print("forecast:", host.texts)
_ = host.takeRenderLog()
host.toggle("Fahrenheit")
print("after switching to Fahrenheit:", host.texts)
print("bodies run:", host.takeRenderLog())
host.toggle("Fahrenheit")
print("after switching back:", host.texts)

/* expected output:
two cities: ["Lima: 30 °C", "Oslo: 41 °F"]
forecast: ["Fahrenheit", "Tokyo: 20 °C", "Osaka: 25 °C"]
after switching to Fahrenheit: ["Fahrenheit", "Tokyo: 68 °F", "Osaka: 77 °F"]
bodies run: ["ForecastScreen", "TemperatureLabel", "TemperatureLabel"]
after switching back: ["Fahrenheit", "Tokyo: 20 °C", "Osaka: 25 °C"]
*/
