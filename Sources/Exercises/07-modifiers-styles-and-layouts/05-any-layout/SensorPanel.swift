// Goal: let the greenhouse's sensor panel switch between a row of tiles and a column without losing what each tile
// keeps (its pin): one container whose layout changes, not two containers.
// Check it: swift run puzzles check 07.5
// Lesson: Lessons/07-modifiers-styles-and-layouts/05-any-layout/README.md
import MiniUI

/// A bed's sensors side by side, or stacked when "Stack the tiles" is on.
struct SensorPanel: View {
    let sensors: [Sensor]
    @State private var isStacked = false

    var body: some View {
        VStack {
            Toggle("Stack the tiles", isOn: $isStacked)
            // TODO: Switching puts the tiles in another container, so every tile forgets its pin. Keep one
            //       container whose layout changes with `isStacked`: a vertical stack layout with a spacing of 12
            //       when stacked, a horizontal one with the same spacing otherwise.
            if isStacked {
                VStack(spacing: 12) {
                    ForEach(sensors) { sensor in
                        SensorTile(sensor: sensor)
                    }
                }
            } else {
                HStack(spacing: 12) {
                    ForEach(sensors) { sensor in
                        SensorTile(sensor: sensor)
                    }
                }
            }
        }
    }
}
