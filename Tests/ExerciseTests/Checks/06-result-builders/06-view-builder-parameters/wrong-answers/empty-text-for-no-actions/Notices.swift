// wrong: a card without actions fixes `Actions` to `Text` and passes an empty one, so its row of actions holds a text
// rejected-by: shows-the-notices
// misconception: An empty `Text("")` is still a view on the screen: the card's row of actions holds a text, with the
// misconception: room a line of text takes, where the card should show nothing. Fix the missing type to
// misconception: `EmptyView`, which shows nothing, and forward `{ EmptyView() }`.
// misconception-ja: 空の `Text("")` も画面上のビューです。何も表示しないはずのカードのアクションの行に、1 行分の場所を取る
// misconception-ja: テキストが入ります。足りない型は何も表示しない `EmptyView` に固定し、`{ EmptyView() }` を渡します。
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

/// A card with no actions: `Actions` is fixed to `Text`, an empty one, so a caller gives details alone.
extension NoticeCard where Actions == Text {
    init(_ headline: String, @ViewBuilder details: () -> Details) {
        self.init(headline, details: details, actions: { Text("") })
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
