// check: runs, preview
// A label shows Celsius by default and Fahrenheit where a view above sets it; on the forecast screen the
// toggle sets the unit for both labels at once, and each label's body runs again because what it read
// from the environment changed.
// varies: the two cities above the forecast: their names and temperatures
import MiniUI

@testable import Exercise05_2

let cities = Vary.value("cities", ["Lima", "Oslo"]) { random in
    Array(random.shuffled(["Cairo", "Quebec", "Perth", "Seoul", "Nairobi"]).prefix(2))
}
let temperatures = Vary.value("temperatures (°C)", [30.0, 5.0]) { random in
    [Double(random.int(in: -20...40)), Double(random.int(in: -20...40))]
}

struct TwoCities: View {
    var body: some View {
        VStack {
            TemperatureLabel(city: cities[0], celsius: temperatures[0])
            TemperatureLabel(city: cities[1], celsius: temperatures[1]).environment(\.temperatureUnit, .fahrenheit)
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
