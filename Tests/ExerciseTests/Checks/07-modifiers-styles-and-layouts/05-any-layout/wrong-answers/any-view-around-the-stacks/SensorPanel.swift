// wrong: erases the two stacks to AnyView, expecting one type to mean one view
// rejected-by: keeps-pins-across-layouts, switch-runs-only-the-panel
// misconception: `AnyView` erases the type for the compiler, not for SwiftUI: when the view it wraps changes type
// misconception: (a `VStack` for an `HStack`), SwiftUI sees a new view and makes everything inside it again. Only the
// misconception: layout should change, and `AnyLayout` erases exactly that.
// misconception-ja: `AnyView` が型を消すのはコンパイラに対してで、SwiftUI に対してではありません。包んだビューの型が
// misconception-ja: 変わる（`HStack` が `VStack` になる）と、SwiftUI は新しいビューと見なして中身をすべて作り直します。
// misconception-ja: 変えたいのはレイアウトだけで、それをちょうど消去するのが `AnyLayout` です。
// lesson: #what-anyview-erases
import MiniUI

/// A bed's sensors side by side, or stacked when "Stack the tiles" is on.
struct SensorPanel: View {
    let sensors: [Sensor]
    @State private var isStacked = false

    var body: some View {
        let tiles = ForEach(sensors) { sensor in
            SensorTile(sensor: sensor)
        }
        VStack {
            Toggle("Stack the tiles", isOn: $isStacked)
            isStacked ? AnyView(VStack(spacing: 12) { tiles }) : AnyView(HStack(spacing: 12) { tiles })
        }
    }
}
