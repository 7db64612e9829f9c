// wrong: writes the board an initializer that runs the notices' closure at once and keeps the views it built
// rejected-by: shows-the-notices-published-late
// misconception: An initializer that calls the closure and keeps its views makes the notices when the board is
// misconception: made, from the data as it is then; a notice published before the board is shown is missing from
// misconception: it. Keep the closure itself, as a stored property with `@ViewBuilder`, so that the board's body
// misconception: calls it and the notices are made when the board is shown; the memberwise initializer takes it.
// misconception-ja: クロージャを呼んでビューを保持するイニシャライザでは、案内板を作った時点のデータでお知らせが作られます。
// misconception-ja: 表示までに出たお知らせは載りません。クロージャそのものを `@ViewBuilder` 付きの格納プロパティとして
// misconception-ja: 保持すれば、案内板の body がそれを呼び、お知らせは表示のときに作られます。受け取るのはメンバーワイズ
// misconception-ja: イニシャライザです。
// lesson: #on-a-stored-closure
import MiniUI

/// The service notices screen: a title, then the notices its caller lists, made when the screen's body runs.
///
///     NoticeBoard(title: "Service today") {
///         LineNotice(notice: works)
///         if strikeAnnounced { LineNotice(notice: strike) }
///     }
struct NoticeBoard<Notices: View>: View {
    let title: String
    let notices: Notices

    /// The builder's attribute on the initializer's parameter; the board keeps the views the closure built.
    init(title: String, @ViewBuilder notices: () -> Notices) {
        self.title = title
        self.notices = notices()
    }

    var body: some View {
        VStack {
            Text(title).font(.title)
            notices
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

/// A card with no actions: `Actions` is fixed to `EmptyView`, which shows nothing, so a caller gives details alone.
extension NoticeCard where Actions == EmptyView {
    init(_ headline: String, @ViewBuilder details: () -> Details) {
        self.init(headline, details: details, actions: { EmptyView() })
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
