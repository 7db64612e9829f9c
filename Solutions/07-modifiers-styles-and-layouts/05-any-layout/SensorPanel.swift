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
        // One container at one place in the body: only its layout changes, so the tiles keep their identity,
        // and with it their state.
        let layout = isStacked ? AnyLayout(VStackLayout(spacing: 12)) : AnyLayout(HStackLayout(spacing: 12))
        VStack {
            Toggle("Stack the tiles", isOn: $isStacked)
            layout {
                ForEach(sensors) { sensor in
                    SensorTile(sensor: sensor)
                }
            }
        }
    }
}
