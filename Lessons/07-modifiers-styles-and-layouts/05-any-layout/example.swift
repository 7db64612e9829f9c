// The picture of this lesson (example.png): two kitchen timer boards, each switched from a grid to a column when
// the window narrows. On the left the board chooses with an `if`: every card is new, so every card's body runs
// (outlined) and the running timer stops. On the right one `AnyLayout` container changes its layout: no card's
// body runs, and the timer keeps running. `swift run puzzles dev pictures 07.5` draws it again.
import MiniUI

struct KitchenTimer: Identifiable {
    let id: Int
    var name: String
}

struct TimerCard: View {
    let timer: KitchenTimer
    @State private var isRunning = false

    var body: some View {
        Button(isRunning ? "\(timer.name): running" : "Start \(timer.name)") { isRunning = true }
    }
}

// shown: begin
struct TimerBoard: View {
    let isCompact: Bool   // the window is narrow
    let timers: [KitchenTimer]

    var body: some View {
        if isCompact {
            VStack(alignment: .leading) {
                ForEach(timers) { timer in TimerCard(timer: timer) }
            }
        } else {
            Grid {
                GridRow {
                    ForEach(timers) { timer in TimerCard(timer: timer) }
                }
            }
        }
    }
}
// shown: end

struct ErasedTimerBoard: View {
    let isCompact: Bool   // the window is narrow
    let timers: [KitchenTimer]

    // shown: begin
    var body: some View {
        let board = isCompact ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(GridLayout())
        board {
            ForEach(timers) { timer in TimerCard(timer: timer) }
        }
    }
    // shown: end
}

/// The window: a toggle narrows it, and the board it holds becomes compact.
struct Window<Board: View>: View {
    @State private var isNarrow = false
    let board: (Bool) -> Board

    var body: some View {
        Toggle("Narrow window", isOn: $isNarrow)
        board(isNarrow)
    }
}

let timers = [KitchenTimer(id: 1, name: "Pasta"), KitchenTimer(id: 2, name: "Eggs")]
let withIf = ViewHost(Window { TimerBoard(isCompact: $0, timers: timers) })
withIf.tap("Start Pasta")
withIf.toggle("Narrow window")
let withAnyLayout = ViewHost(Window { ErasedTimerBoard(isCompact: $0, timers: timers) })
withAnyLayout.tap("Start Pasta")
withAnyLayout.toggle("Narrow window")
