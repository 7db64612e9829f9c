// A club scoreboard's controls: a first slice of the controls audited against iOS 18's documentation
// (menu order, dismissal and indicator, a button that repeats while held).
import MiniUI

struct ScoreboardControls: View {
    @State private var homeScore = 0
    @State private var period = "First half"

    var body: some View {
        VStack {
            Button("Home +1") { homeScore += 1 }
                .buttonRepeatBehavior(.enabled)
            Menu("Period: \(period)") {
                Button("First half") { period = "First half" }
                Button("Second half") { period = "Second half" }
                Button("Extra time") { period = "Extra time" }
            }
            .menuOrder(.fixed)
            .menuActionDismissBehavior(.disabled)
            .menuIndicator(.hidden)
        }
        .buttonRepeatBehavior(.automatic)
        .menuOrder(.priority)
    }
}
