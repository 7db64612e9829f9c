// wrong: erases the cancelled and the running look to `AnyView`, so the two looks become one type
// rejected-by: keeps-reminders-through-a-cancellation
// misconception: `AnyView` makes the two looks one type for the compiler, not one view for SwiftUI: when the type it
// misconception: wraps changes (struck through or not), the old row is destroyed and a new one made, and its reminder
// misconception: with it. Keep one row of one type and pass the condition to the modifier:
// misconception: `.strikethrough(departure.isCancelled)`.
// misconception-ja: `AnyView` で 2 つの見た目はコンパイラにとって 1 つの型になりますが、SwiftUI にとって 1 つのビューには
// misconception-ja: なりません。包む型が（取り消し線の有無で）変わると、古い行は破棄されて新しい行が作られ、リマインダーも
// misconception-ja: 一緒に消えます。1 つの型の行を 1 つにして、条件はモディファイアに渡します
// misconception-ja: （`.strikethrough(departure.isCancelled)`）。
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
                // One row per departure, of one type (`AnyView`) whatever its look.
                row(for: departure)
            }
        }
    }

    /// The departure's row in its look: the running look, or the same row struck through, both as `AnyView` so that
    /// one function can return either.
    private func row(for departure: Departure) -> AnyView {
        let row = DepartureRow(departure: departure)
            .foregroundStyle(departure.isDelayed ? Color.orange : Color.primary)
        if departure.isCancelled {
            return AnyView(row.strikethrough())
        }
        return AnyView(row)
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
