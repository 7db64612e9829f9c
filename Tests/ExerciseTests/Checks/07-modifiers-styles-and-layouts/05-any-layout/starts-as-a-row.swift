// check: runs
// Before anyone touches the switch, the panel lines its tiles up in a row: its one container's layout is a
// horizontal stack's, with a spacing of 12.
import MiniUI

@testable import Exercise07_5

let host = ViewHost(
    SensorPanel(sensors: [
        Sensor(id: 1, name: "Drip line", reading: "2 l/h"), Sensor(id: 2, name: "Canopy", reading: "19 °C"),
    ]))
print(
    host.screen.split(separator: "\n").first { $0.contains("Layout(") }?.trimmingCharacters(in: .whitespaces)
        ?? "no layout")

/* expected output:
AnyLayout(HStackLayout(spacing: 12))
*/
