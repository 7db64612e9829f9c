// wrong: follows the delay with the foreground style's argument, but strikes a cancelled row through with `.if`
// rejected-by: keeps-reminders-through-a-cancellation
// misconception: `.if(condition) { … }` reads like a modifier, but its body is an if/else: the view it is called on
// misconception: is the `else` branch, and the transformed view the other one, so a cancellation switches the row
// misconception: to another view and drops its reminder. Pass the condition to the modifier itself:
// misconception: `.strikethrough(departure.isCancelled)`.
// misconception-ja: `.if(condition) { … }` はモディファイアのように読めますが、その body は if/else です。呼び出し元のビューが
// misconception-ja: `else` の分岐、変形したビューがもう一方なので、運休で行が別のビューに切り替わり、リマインダーが消えます。
// misconception-ja: 条件はモディファイア自身に渡します（`.strikethrough(departure.isCancelled)`）。
// lesson: #the-if-extension-trap
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
                    .if(departure.isCancelled) { $0.strikethrough() }
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
