// 07.5's lesson: a conditional expression between two layout types has no one type to give the constant.
import MiniUI

struct KitchenTimer: Identifiable {
    let id: Int
}

struct TimerCard: View {
    let timer: KitchenTimer
    var body: some View { Text("\(timer.id)") }
}

struct TimerBoard: View {
    let isCompact: Bool
    let timers: [KitchenTimer]

    var body: some View {
        // expected-error@+1 {{result values in '? :' expression have mismatching types 'VStackLayout' and 'HStackLayout'}}
        let board = isCompact ? VStackLayout() : HStackLayout()
        board {
            ForEach(timers) { timer in TimerCard(timer: timer) }
        }
    }
}
