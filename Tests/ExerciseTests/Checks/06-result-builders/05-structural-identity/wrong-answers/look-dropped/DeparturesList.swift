// wrong: keeps the reminders by giving every departure the same plain row, with no look for a delay or a cancellation
// rejected-by: keeps-reminders-through-a-delay, keeps-reminders-through-a-cancellation
// misconception: Keeping the state does not mean giving up the look: a modifier keeps the view it modifies whatever
// misconception: its argument, so the row can turn orange and be struck through and still be the same row. Keep the
// misconception: modifiers, and let the departure choose their arguments.
// misconception-ja: 状態を保つために見た目をあきらめる必要はありません。モディファイアは引数が何であれ、修飾するビューを
// misconception-ja: 同じビューのまま保つので、行はオレンジになっても取り消し線が付いても同じ行です。モディファイアは残し、
// misconception-ja: その引数を便に選ばせます。
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
