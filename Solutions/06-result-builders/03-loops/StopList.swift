// Goal: let `@AnnouncementBuilder` take a `for` loop, and list a route's stops on screen with `ForEach`, since
// `ViewBuilder` takes no loops.
// Check it: swift run puzzles check 06.3
// Lesson: Lessons/06-result-builders/03-loops/README.md

import MiniUI

/// The stops of a route, one row each, in order.
struct StopList: View {
    var stops: [Stop]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(stops) { stop in
                Text(stop.name)
            }
        }
    }
}
