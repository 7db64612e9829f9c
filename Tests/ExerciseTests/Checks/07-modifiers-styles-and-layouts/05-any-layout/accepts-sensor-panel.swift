// check: compiles
// The panel is made from its sensors alone, and is a view like any other.
import MiniUI

@testable import Exercise07_5

struct BedPage: View {
    var body: some View {
        SensorPanel(sensors: [Sensor(id: 1, name: "Soil moisture", reading: "41%")])
        SensorPanel(sensors: [])
    }
}
