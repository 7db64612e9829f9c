// check: compiles
// A card takes its details and its actions as two blocks of views, each with several views or an `if`, and a card
// with no actions takes its details alone; a notice's details can be used as a view of their own.
import MiniUI

@testable import Exercise06_6

struct Cards: View {
    let stepFree: Bool

    var body: some View {
        NoticeCard("Line 2 diverted") {
            Text("Trams run via Market Square")
            Text("Until Sunday")
        } actions: {
            Button("Show diversion") {}
            Button("Remind me") {}
        }
        NoticeCard("Lift out of order at Harbour") {
            Text("Use the ramp on the north side")
            if stepFree {
                Text("Step-free access via Old Mill")
            }
        }
        LineNotice(notice: ServiceNotice(id: 3, line: "9", message: "Shorter trams")).details
    }
}
