// wrong: gives each row an explicit id made of its look, so that the row is sure to be redrawn when the look changes
// rejected-by: keeps-reminders-through-a-delay, keeps-reminders-through-a-cancellation
// misconception: `.id(_:)` gives a view an explicit identity, and a new id is a new view: an id that changes with
// misconception: the delay or the cancellation throws the row away, reminder and all, at every change of look. A
// misconception: modifier's new argument is drawn without any help; leave the row's identity alone.
// misconception-ja: `.id(_:)` はビューに明示的同一性を与え、新しい ID は新しいビューです。遅延や運休で変わる ID は、見た目が
// misconception-ja: 変わるたびに行をリマインダーごと捨てます。モディファイアの新しい引数は何もしなくても描かれます。行の
// misconception-ja: 同一性には手を出しません。
// lesson: #a-modifiers-argument-is-not
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
                DepartureRow(departure: departure)
                    .foregroundStyle(departure.isDelayed ? Color.orange : Color.primary)
                    .strikethrough(departure.isCancelled)
                    .id("\(departure.id) \(departure.isDelayed) \(departure.isCancelled)")
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
