// check: runs, preview
// The card is handed `$rides` and starts the rides' request itself when it appears; the view that declared
// `@Get(\.rides)` keeps the state, so it is that view's state the request fills in. The screen loads its
// stations, and leaves the rides to the card.
import MiniUI

@testable import Exercise05_7

/// A parent that never asks for the rides: only the card can.
struct QuietParent: View {
    @Get(\.rides) private var rides

    var body: some View {
        RidesCard(rides: rides, loader: $rides)
    }
}

let quiet = ViewHost(QuietParent().environment(\.dataSource, .mock))
print("card before its task:", quiet.texts)
await quiet.runTasks()
print("card after its task:", quiet.texts)

let screen = ViewHost(StationsScreenPreview())
print("screen before the tasks:", screen.texts)
await screen.runTasks()
print("screen after the tasks:", screen.texts)

/* expected output:
card before its task: ["Loading rides…"]
card after its task: ["Rides: Canal loop, Hill climb"]
screen before the tasks: ["Loading stations…", "Loading rides…"]
screen after the tasks: ["Stations: Elm Park, Harbor", "Rides: Canal loop, Hill climb"]
*/
