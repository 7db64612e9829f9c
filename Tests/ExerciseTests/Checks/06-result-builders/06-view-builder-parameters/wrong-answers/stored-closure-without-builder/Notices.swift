// wrong: stores the board's notices as a plain closure, without the builder's attribute
// rejected-by: accepts-a-board-of-notices
// misconception: A stored closure property is only a builder if it says so: without `@ViewBuilder`, the memberwise
// misconception: initializer takes an ordinary closure, whose statements are run one after the other and return
// misconception: nothing, so a block of several views is a closure of type `() -> ()`, and `()` is not a view. Put
// misconception: `@ViewBuilder` on the stored property; the memberwise initializer's parameter gets it too.
// misconception-ja: 格納プロパティのクロージャは、そう書かない限りビルダーではありません。`@ViewBuilder` がなければ
// misconception-ja: メンバーワイズイニシャライザが受け取るのはふつうのクロージャで、文は順に実行されて何も返さないので、
// misconception-ja: 複数のビューのブロックは `() -> ()` 型のクロージャになり、`()` はビューではありません。格納プロパティに
// misconception-ja: `@ViewBuilder` を付ければ、メンバーワイズイニシャライザの引数にも付きます。
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
    /// A stored closure with the builder's attribute: the memberwise initializer's `notices` parameter carries it too
    /// (SE-0289), so a caller's block of statements is rewritten into builder calls, and `Notices` is their type.
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
