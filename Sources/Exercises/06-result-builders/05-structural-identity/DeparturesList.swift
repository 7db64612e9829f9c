// Goal: let a departure's row change its look (delayed, cancelled) without losing the reminder the passenger set on
// it: a look that follows the data through a modifier's argument, not through a branch.
// Check it: swift run puzzles check 06.5
// Lesson: Lessons/06-result-builders/05-structural-identity/README.md

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
                // TODO: A passenger sets a reminder, then the departure is delayed or cancelled, and the reminder is
                //       gone: each `if` here, and the one hidden in `.if`, makes two different rows of one departure.
                //       Give every departure one row, not erased to `AnyView`, whose look follows the departure through
                //       the arguments of its modifiers (the orange or primary foreground style first, then the
                //       strikethrough).
                if departure.isDelayed {
                    DepartureRow(departure: departure)
                        .foregroundStyle(Color.orange)
                        .if(departure.isCancelled) { $0.strikethrough() }
                } else {
                    DepartureRow(departure: departure)
                        .foregroundStyle(Color.primary)
                        .if(departure.isCancelled) { $0.strikethrough() }
                }
            }
        }
    }
}

extension View {
    /// Applies `transform` to the view when `condition` holds: a helper found in many code bases. It reads like a
    /// modifier; look at what its body is.
    @ViewBuilder
    func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}
