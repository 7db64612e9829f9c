// Goal: let the sensor panel switch between a row and a column while each tile keeps its own state (its pin).
// Check it: swift run puzzles check 07.5
// Lesson: Lessons/07-modifiers-styles-and-layouts/05-any-layout/README.md

// given: a sensor and its tile, which the panel shows; nothing to change here (the checks use the kit's own copy).

import MiniUI

/// One sensor of a plant bed: what it measures and its latest reading.
struct Sensor: Identifiable {
    let id: Int
    var name: String
    var reading: String
}

/// A sensor's tile. Pinning is the tile's own state: SwiftUI keeps it as long as the tile keeps its identity.
struct SensorTile: View {
    let sensor: Sensor
    @State private var isPinned = false

    var body: some View {
        VStack(spacing: 4) {
            Text(isPinned ? "\(sensor.name) (pinned)" : sensor.name)
            Text(sensor.reading)
            Button(isPinned ? "Unpin \(sensor.name)" : "Pin \(sensor.name)") { isPinned.toggle() }
        }
    }
}
