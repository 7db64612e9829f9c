// wrong: gives the container an id that changes with the layout, so the switch makes it anew
// rejected-by: keeps-pins-across-layouts, switch-runs-only-the-panel
// misconception: `.id(_:)` is explicit identity: a new id is a new view, however the body is written, so an id that
// misconception: changes with `isStacked` throws the tiles' state away at each switch. The container needs no id to
// misconception: take its new layout.
// misconception-ja: `.id(_:)` は明示的な同一性です。body の書き方にかかわらず、新しい ID は新しいビューなので、
// misconception-ja: `isStacked` とともに変わる ID は切り替えのたびにタイルの状態を捨ててしまいます。コンテナが新しい
// misconception-ja: レイアウトを受け取るのに ID は要りません。
// lesson: #an-if-makes-two-containers
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
            .id(isStacked)
        }
    }
}
