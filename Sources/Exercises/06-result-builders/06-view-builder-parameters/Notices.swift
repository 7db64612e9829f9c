// Goal: let the tram app's notice views take their content the way VStack does, as a closure of views with `if`
// inside, by putting @ViewBuilder on a stored closure, on initializer parameters and on a computed property.
// Check it: swift run puzzles check 06.6
// Lesson: Lessons/06-result-builders/06-view-builder-parameters/README.md

import MiniUI

/// The service notices screen: a title, then the notices its caller lists, made when the screen's body runs.
///
///     NoticeBoard(title: "Service today") {
///         LineNotice(notice: works)
///         if strikeAnnounced { LineNotice(notice: strike) }
///     }
struct NoticeBoard<Notices: View>: View {
    let title: String
    // TODO: Let the board's caller write its notices as a block of views, with `if` and `ForEach` among them, with no
    //       initializer written: the struct's own memberwise initializer should take that closure.
    let notices: () -> Notices

    var body: some View {
        VStack {
            Text(title).font(.title)
            notices()
        }
    }
}

/// One notice: a headline, the details under it, and the actions a passenger can take, side by side.
///
///     NoticeCard("Line 2 diverted") {
///         Text("Trams run via Market Square")
///         Text("Until Sunday")
///     } actions: {
///         Button("Show diversion") { … }
///     }
///     NoticeCard("Lift out of order at Harbour") {   // no actions: none shown
///         Text("Use the ramp on the north side")
///     }
struct NoticeCard<Details: View, Actions: View>: View {
    let headline: String
    let details: Details
    let actions: Actions

    // TODO: Make `details` and `actions` closures that build views, as in the examples above.
    init(_ headline: String, details: Details, actions: Actions) {
        self.headline = headline
        self.details = details
        self.actions = actions
    }

    var body: some View {
        VStack {
            Text(headline).bold()
            details
            HStack {
                actions
            }
        }
    }
}

// TODO: Let a card be made without actions, `NoticeCard("…") { … }`, showing none.

/// A notice as the network publishes it.
struct ServiceNotice: Identifiable {
    let id: Int
    let line: String
    let message: String
    /// When the notice ends, if it is known.
    var until: String?
    var hasDiversionMap = false
}

/// A notice about one line, as the board lists it.
struct LineNotice: View {
    let notice: ServiceNotice

    var body: some View {
        NoticeCard("Line \(notice.line)", details: details, actions: Button("Show diversion") {})
    }

    // TODO: The message, then "Until …" when the end is known, belong directly in the card's stack, each its own view.
    //       This VStack nests a second stack inside the card's; make `details` build its views itself instead. And
    //       offer "Show diversion" only for a notice with a diversion map.
    var details: some View {
        VStack {
            Text(notice.message)
            Text("Until \(notice.until ?? "further notice")")
        }
    }
}
