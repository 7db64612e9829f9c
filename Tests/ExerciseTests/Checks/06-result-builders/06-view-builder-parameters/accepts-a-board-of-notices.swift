// check: compiles
// A board takes its notices as a block of views, written as a trailing closure of the board's own memberwise
// initializer: several views, an `if`, a `ForEach`, or one view alone.
import MiniUI

@testable import Exercise06_6

struct TodayScreen: View {
    let notices: [ServiceNotice]
    let strikeAnnounced: Bool

    var body: some View {
        NoticeBoard(title: "Service today") {
            Text("All lines running")
            if strikeAnnounced {
                Text("Strike on Friday")
            }
            ForEach(notices) { notice in
                LineNotice(notice: notice)
            }
        }
        NoticeBoard(title: "Works") {
            LineNotice(notice: ServiceNotice(id: 1, line: "2", message: "Track renewal"))
        }
    }
}
