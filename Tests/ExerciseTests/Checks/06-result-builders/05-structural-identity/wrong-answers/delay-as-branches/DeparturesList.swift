// wrong: strikes a cancelled row through with an argument, but keeps an if/else for the delay: one row per look
// rejected-by: keeps-reminders-through-a-delay
// misconception: The two branches of an if/else are two different views, even when both hold a DepartureRow: the
// misconception: branch is part of the row's identity. When the delay switches the branch, the row in the branch
// misconception: left is discarded with its reminder, and a new row starts with none. Keep one row and let the delay
// misconception: choose the foreground style's argument.
// misconception-ja: if/else の 2 つの分岐は、どちらも DepartureRow を持っていても別々のビューです。分岐は行の同一性の一部
// misconception-ja: だからです。遅延で分岐が切り替わると、離れた分岐の行はリマインダーごと破棄され、何も設定されていない新しい
// misconception-ja: 行が始まります。行は 1 つのままにし、遅延には foregroundStyle の引数を選ばせます。
// lesson: #a-branch-is-part-of-the-identity
import MiniUI

/// A departure as the board shows it. A delay or a cancellation arrives while the board is on screen.
struct Departure: Identifiable {
    let id: Int
    let line: String
    let destination: String
    var minutes: Int
    var isDelayed = false
    var isCancelled = false
}

/// A departure's row: the line, where it goes, when, and a reminder the passenger may set. The reminder is the row's
/// own state, kept by the host for as long as the row stays the same view.
struct DepartureRow: View {
    let departure: Departure
    @State private var remindsMe = false

    var body: some View {
        HStack {
            Text(departure.line)
            Text(departure.destination)
            Text("\(departure.minutes) min")
            Toggle("Remind me: \(departure.destination)", isOn: $remindsMe)
        }
    }
}

/// The board's departures, one row each. A delayed departure's row is drawn in orange (`Color.primary` when on
/// time), and a cancelled one is struck through.
struct DeparturesList: View {
    let departures: [Departure]

    var body: some View {
        VStack {
            ForEach(departures) { departure in
                if departure.isDelayed {
                    DepartureRow(departure: departure)
                        .foregroundStyle(Color.orange)
                        .strikethrough(departure.isCancelled)
                } else {
                    DepartureRow(departure: departure)
                        .foregroundStyle(Color.primary)
                        .strikethrough(departure.isCancelled)
                }
            }
        }
    }
}

extension View {
    /// Applies `transform` to the view when `condition` holds: a helper found in many code bases. It reads like a
    /// modifier, but its body is an `if`/`else`: a `_ConditionalContent` whose branch changes with `condition`, so
    /// the view it is called on becomes another view, with fresh state, whenever the condition flips. The board no
    /// longer uses it.
    @ViewBuilder
    func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}
