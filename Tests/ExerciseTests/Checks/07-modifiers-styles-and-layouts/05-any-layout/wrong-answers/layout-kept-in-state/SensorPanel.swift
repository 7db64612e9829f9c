// wrong: keeps the AnyLayout in a @State made once, so the toggle never changes the layout
// rejected-by: keeps-pins-across-layouts
// misconception: A `@State`'s initial value is used once, when the view first appears: a layout stored there does not
// misconception: follow `isStacked`. Work the layout out from the state in `body`, each time it runs.
// misconception-ja: `@State` の初期値が使われるのは、ビューが最初に現れたときの一度だけです。そこに入れたレイアウトは
// misconception-ja: `isStacked` に追従しません。レイアウトは `body` が実行されるたびに、状態から求めます。
// lesson: #one-container-whose-layout-changes
import MiniUI

/// A bed's sensors side by side, or stacked when "Stack the tiles" is on.
struct SensorPanel: View {
    let sensors: [Sensor]
    @State private var isStacked = false
    @State private var layout = AnyLayout(HStackLayout(spacing: 12))

    var body: some View {
        // One container at one place in the body: only its layout changes, so the tiles keep their identity,
        // and with it their state.
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
