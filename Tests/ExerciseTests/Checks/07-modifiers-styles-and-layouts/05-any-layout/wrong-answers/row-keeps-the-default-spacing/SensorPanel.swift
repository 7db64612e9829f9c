// wrong: only the stacked layout is given the spacing; the row keeps its layout's default spacing
// rejected-by: keeps-pins-across-layouts
// misconception: Each layout value is made with its own arguments: `spacing: 12` given to the stacked layout says
// misconception: nothing of the row's. A layout made without it uses its default spacing, so give both the same.
// misconception-ja: レイアウトの値は、それぞれ自分の引数で作られます。縦に積むレイアウトに渡した `spacing: 12` は、
// misconception-ja: 横並びのレイアウトには伝わりません。引数なしで作れば既定の間隔になるので、両方に同じ間隔を渡します。
// lesson: #one-container-whose-layout-changes
import MiniUI

/// A bed's sensors side by side, or stacked when "Stack the tiles" is on.
struct SensorPanel: View {
    let sensors: [Sensor]
    @State private var isStacked = false

    var body: some View {
        let layout = isStacked ? AnyLayout(VStackLayout(spacing: 12)) : AnyLayout(HStackLayout())
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
