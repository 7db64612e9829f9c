// wrong: gives each row an explicit id made of its departure's data, so that the row is redrawn whenever it changes
// rejected-by: keeps-reminders-through-a-delay, keeps-reminders-through-a-cancellation
// misconception: `.id(_:)` gives a view an explicit identity, and a new id is a new view: an id made of the minutes,
// misconception: the delay or the cancellation throws the row away, reminder and all, each time one of them changes.
// misconception: A row is redrawn with its new data without any help; leave its identity alone.
// misconception-ja: `.id(_:)` はビューに明示的同一性を与え、新しい ID は新しいビューです。分数や遅延や運休から作った ID は、
// misconception-ja: そのどれかが変わるたびに行をリマインダーごと捨てます。行は何もしなくても新しいデータで描き直されます。
// misconception-ja: 行の同一性には手を出しません。
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
                    .id("\(departure.id) \(departure.minutes) \(departure.isDelayed) \(departure.isCancelled)")
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
