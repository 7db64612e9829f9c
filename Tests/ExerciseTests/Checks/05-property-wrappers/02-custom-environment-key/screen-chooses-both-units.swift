// check: runs
// The forecast screen owns the choice of unit for its stack both ways: Celsius while its switch is off and
// Fahrenheit while it is on, even under a view that set Fahrenheit for everything below it. (A screen that sets
// Fahrenheit when on and leaves the unit alone when off shows °F under such a view with its switch off.)
import MiniUI

@testable import Exercise05_2

struct AmericanEdition: View {
    var body: some View {
        ForecastScreen().environment(\.temperatureUnit, .fahrenheit)
    }
}

let host = ViewHost(AmericanEdition())
print("under Fahrenheit, switch off:", host.texts)
host.toggle("Fahrenheit")
print("switch on:", host.texts)
host.toggle("Fahrenheit")
print("switch off again:", host.texts)

/* expected output:
under Fahrenheit, switch off: ["Fahrenheit", "Tokyo: 20 °C", "Osaka: 25 °C"]
switch on: ["Fahrenheit", "Tokyo: 68 °F", "Osaka: 77 °F"]
switch off again: ["Fahrenheit", "Tokyo: 20 °C", "Osaka: 25 °C"]
*/
