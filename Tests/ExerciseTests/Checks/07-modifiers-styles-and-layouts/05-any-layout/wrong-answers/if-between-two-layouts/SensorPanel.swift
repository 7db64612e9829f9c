// wrong: chooses between VStackLayout and HStackLayout with an if, so each branch is a container of its own
// rejected-by: keeps-pins-across-layouts, switch-runs-only-the-panel
// misconception: It is the `if`, not the kind of stack, that loses the state: each branch of an `if` is a view of its
// misconception: own, and switching branches removes one and makes the other, tiles included. Keep one container
// misconception: and change only its layout, through an `AnyLayout` value.
// misconception-ja: 状態を失わせるのはスタックの種類ではなく `if` です。`if` の各分岐はそれぞれ別のビューで、分岐が
// misconception-ja: 切り替わると片方が取り除かれ、もう片方がタイルごと新しく作られます。コンテナは 1 つにして、
// misconception-ja: `AnyLayout` の値でレイアウトだけを変えます。
// lesson: #an-if-makes-two-containers
import MiniUI

/// A bed's sensors side by side, or stacked when "Stack the tiles" is on.
struct SensorPanel: View {
    let sensors: [Sensor]
    @State private var isStacked = false

    var body: some View {
        VStack {
            Toggle("Stack the tiles", isOn: $isStacked)
            if isStacked {
                VStackLayout(spacing: 12) {
                    ForEach(sensors) { sensor in
                        SensorTile(sensor: sensor)
                    }
                }
            } else {
                HStackLayout(spacing: 12) {
                    ForEach(sensors) { sensor in
                        SensorTile(sensor: sensor)
                    }
                }
            }
        }
    }
}
