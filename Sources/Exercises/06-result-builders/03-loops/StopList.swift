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
            // TODO: One row per stop, showing its name. Bring this loop back and make it compile: `ViewBuilder` has
            //       no method for `for`, so the rows must repeat some other way, one that tells each row from the
            //       others (a loop line passes the same stop name twice).
            // for stop in stops {
            //     Text(stop.name)
            // }
        }
    }
}
