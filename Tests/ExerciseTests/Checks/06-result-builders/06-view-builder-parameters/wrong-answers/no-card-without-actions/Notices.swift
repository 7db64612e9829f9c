// wrong: gives the card one initializer, with details and actions, and none for a card without actions
// rejected-by: accepts-cards-with-and-without-actions
// misconception: A card made without actions leaves `Actions` with nothing to be inferred from, so the initializer
// misconception: that takes actions cannot be used. Add a second initializer in an extension where
// misconception: `Actions == EmptyView`, which forwards an empty block: the same shape as 01.3's second initializer.
// misconception-ja: アクションなしで作るカードでは、`Actions` を推論する手がかりがないので、アクションを受け取る
// misconception-ja: イニシャライザは使えません。`Actions == EmptyView` のエクステンションに 2 つ目のイニシャライザを足し、
// misconception-ja: 空のブロックを渡して転送します。01.3 の 2 つ目のイニシャライザと同じ形です。
// lesson: #on-an-initializers-parameters
import MiniUI

/// The service notices screen: a title, then the notices its caller lists, made when the screen's body runs.
///
///     NoticeBoard(title: "Service today") {
///         LineNotice(notice: works)
///         if strikeAnnounced { LineNotice(notice: strike) }
///     }
struct NoticeBoard<Notices: View>: View {
    let title: String
    /// A stored closure with the builder's attribute: the memberwise initializer's `notices` parameter carries it too
    /// (SE-0289), so a caller's block of statements is rewritten into builder calls, and `Notices` is their type.
    @ViewBuilder let notices: () -> Notices

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

    /// Each parameter that takes views carries `@ViewBuilder` itself: the attribute belongs to the parameter, not to
    /// the type (as in 01.3). The closures run here, once, and the card keeps the views they built.
    init(_ headline: String, @ViewBuilder details: () -> Details, @ViewBuilder actions: () -> Actions) {
        self.headline = headline
        self.details = details()
        self.actions = actions()
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
        NoticeCard("Line \(notice.line)") {
            details
        } actions: {
            if notice.hasDiversionMap {
                Button("Show diversion") {}
            }
        }
    }

    /// A computed property with the builder's attribute: its statements are a block like a body's, so `details` is
    /// a TupleView of the message and an optional line, whose views join the card's stack one by one.
    @ViewBuilder var details: some View {
        Text(notice.message)
        if let until = notice.until {
            Text("Until \(until)")
        }
    }
}
