// wrong: the two layouts are swapped: a column until the switch is on, a row once it is
// rejected-by: starts-as-a-row
// misconception: The container keeps its tiles through the switch, but the layouts answer the wrong side of it:
// misconception: "Stack the tiles" on means the vertical layout. Read the condition once more: when `isStacked` is
// misconception: true, the layout is the vertical one, and the horizontal one otherwise.
// misconception-ja: 切り替えてもタイルは保たれていますが、レイアウトが逆です。「Stack the tiles」がオンなら縦のレイアウトです。
// misconception-ja: 条件をもう一度読んでください。`isStacked` が true のときは縦、そうでなければ横のレイアウトです。
// lesson: #one-container-whose-layout-changes
import MiniUI

/// A bed's sensors side by side, or stacked when "Stack the tiles" is on.
struct SensorPanel: View {
    let sensors: [Sensor]
    @State private var isStacked = false

    var body: some View {
        let layout = isStacked ? AnyLayout(HStackLayout(spacing: 12)) : AnyLayout(VStackLayout(spacing: 12))
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
