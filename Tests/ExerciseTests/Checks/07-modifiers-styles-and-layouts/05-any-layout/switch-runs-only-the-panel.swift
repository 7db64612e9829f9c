// check: runs
// Switching the layout runs the panel's body and no tile's: each tile is the same view at the same place, with the
// same inputs, so SwiftUI has no reason to ask it again. Tiles in a container of their own would be new views,
// made from scratch (their bodies run, their state starts over).
import MiniUI

@testable import Exercise07_5

let host = ViewHost(
    SensorPanel(sensors: [Sensor(id: 7, name: "Soil", reading: "38%"), Sensor(id: 8, name: "Air", reading: "21 °C")]))
_ = host.takeRenderLog()
host.toggle("Stack the tiles")
print("stacked: \(host.takeRenderLog())")
host.toggle("Stack the tiles")
print("side by side: \(host.takeRenderLog())")

/* expected output:
stacked: ["SensorPanel"]
side by side: ["SensorPanel"]
*/
