// wrong: gives the container an id that changes with the layout, so the switch makes it anew
// rejected-by: keeps-pins-across-layouts, switch-runs-only-the-panel
// The tiles lose their state exactly as they do with `AnyLayout` in each branch of an `if`, so no check can tell
// the two apart: they share one misconception, which names both forms.
// misconception: The tiles start over whenever the container's identity follows `isStacked`, `AnyLayout` or not: a
// misconception: container in each branch of an `if` stands at two places in the body, and an `.id` that changes with
// misconception: the layout makes the container anew; either way its tiles are new views. Keep one container, at one
// misconception: place and with no id that changes, and let only its layout change.
// misconception-ja: `AnyLayout` を使っていても、コンテナの同一性が `isStacked` に合わせて変われば、タイルは一から
// misconception-ja: やり直しになります。`if` の各分岐に置いたコンテナは body の中の 2 つの場所にあり、レイアウトとともに
// misconception-ja: 変わる `.id` はコンテナを作り直します。どちらでもタイルは新しいビューです。コンテナは 1 つにして
// misconception-ja: 1 か所に置き、変わる ID も付けず、レイアウトだけを変えます。
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
