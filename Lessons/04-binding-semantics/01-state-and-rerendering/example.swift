// The picture of this lesson (example.png): its two lap timers, each on its first screen and after a tap on
// "Lap". The lap count in a class changes and no body runs again; the one in @State re-renders the timer and
// its total, and not the track name. `swift run puzzles dev pictures 04.1` draws it again.
import MiniUI

struct TrackName: View {
    let name: String
    var body: some View { Text(name).font(.headline) }
}

struct LapTotal: View {
    let count: Int
    var body: some View { Text("\(count) laps") }
}

enum InABox {
    // shown: begin
    final class LapBox { var laps = 0 }

    struct LapTimer: View {
        let box = LapBox()
        var body: some View {
            Text("\(box.laps) laps")
            Button("Lap") { box.laps += 1 }
        }
    }
    // shown: end
}

enum InState {
    // shown: begin
    struct LapTimer: View {
        @State private var laps = 0
        var body: some View {
            VStack {
                TrackName(name: "North loop")
                LapTotal(count: laps)
                Button("Lap") { laps += 1 }
            }
        }
    }
    // shown: end
}

let boxed = ViewHost(InABox.LapTimer())
boxed.tap("Lap")
let host = ViewHost(InState.LapTimer())
host.tap("Lap")
