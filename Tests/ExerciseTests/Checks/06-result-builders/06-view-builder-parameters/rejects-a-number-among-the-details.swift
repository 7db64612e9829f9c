// check: rejects
// The details are built by the view builder, which refuses a statement that is not a view, with its own words.
import MiniUI

@testable import Exercise06_6

@MainActor
func makeCard() {
    _ = NoticeCard("Line 4 delayed") {
        Text("Signal failure at the depot")
        15  // expected-error {{this expression does not conform to 'View'}}
    } actions: {
        Button("Show departures") {}
    }
}
