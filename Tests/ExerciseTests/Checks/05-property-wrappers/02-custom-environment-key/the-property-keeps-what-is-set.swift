// check: runs
// The environment property stores what is written through it: an `EnvironmentValues` set to Fahrenheit reads
// Fahrenheit, and a view of the check's own, under `.environment(\.temperatureUnit, .fahrenheit)`, reads it
// through `@Environment(\.temperatureUnit)`. (A setter that stores nothing compiles, and every view then reads
// Celsius; a label that keeps its own unit still passes this check, which reads no label.)
import MiniUI

@testable import Exercise05_2

var values = EnvironmentValues()
print("a fresh environment:", values.temperatureUnit)
values.temperatureUnit = .fahrenheit
print("after setting Fahrenheit:", values.temperatureUnit)

struct UnitProbe: View {
    @Environment(\.temperatureUnit) private var unit
    var body: some View { Text("reads \(unit)") }
}

print("a view under Fahrenheit:", ViewHost(UnitProbe().environment(\.temperatureUnit, .fahrenheit)).texts)
print("a view under nothing:", ViewHost(UnitProbe()).texts)

/* expected output:
a fresh environment: celsius
after setting Fahrenheit: fahrenheit
a view under Fahrenheit: ["reads fahrenheit"]
a view under nothing: ["reads celsius"]
*/
