// check: runs
// The unit the forecast screen sets reaches only the views below it: after its switch was turned to Fahrenheit,
// a label elsewhere shows what is set above it there, Fahrenheit under a view that set Fahrenheit, and Celsius
// with nothing above it. (A unit kept in one shared place that the screen writes would follow the last screen that
// ran, everywhere; a unit the label keeps for itself would follow nothing above it.)
import MiniUI

@testable import Exercise05_2

let screen = ViewHost(ForecastScreen())
screen.toggle("Fahrenheit")
let elsewhere = TemperatureLabel(city: "Reykjavik", celsius: 0)
print(
    "after the forecast switched to Fahrenheit, a label under Fahrenheit elsewhere:",
    ViewHost(elsewhere.environment(\.temperatureUnit, .fahrenheit)).texts)
print("and a label with nothing above it:", ViewHost(elsewhere).texts)

/* expected output:
after the forecast switched to Fahrenheit, a label under Fahrenheit elsewhere: ["Reykjavik: 32 °F"]
and a label with nothing above it: ["Reykjavik: 0 °C"]
*/
