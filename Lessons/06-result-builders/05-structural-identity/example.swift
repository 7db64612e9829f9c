// The picture of this lesson (example.png): a stop's card with a star the passenger sets, on a street screen that
// closes the stop for works. Above, the look chosen by an if/else: closing the stop makes a new card, with the star
// off. Below, the look chosen by the opacity's argument: the same card, the star kept.
// `swift run puzzles dev pictures 06.5` draws it again.
import MiniUI

struct Stop {
    var name: String
    var isClosed = false
}

struct StopCard: View {
    let stop: Stop
    @State private var isFavourite = false
    var body: some View {
        Toggle(stop.name, isOn: $isFavourite)
    }
}

enum WithABranch {
    // shown: begin
    struct StopsScreen: View {
        let stop: Stop
        var body: some View {
            if stop.isClosed {
                StopCard(stop: stop).opacity(0.4)
            } else {
                StopCard(stop: stop)
            }
        }
    }
    // shown: end
}

enum WithAnArgument {
    struct StopsScreen: View {
        let stop: Stop
        var body: some View {
            // shown: begin
            StopCard(stop: stop)
                .opacity(stop.isClosed ? 0.4 : 1)
            // shown: end
        }
    }
}

/// The stop's street: it owns the stop, and closes it for works.
struct Street<Screen: View>: View {
    @State private var stop = Stop(name: "Harbour")
    let screen: (Stop) -> Screen
    var body: some View {
        VStack {
            screen(stop)
            Button("Close for works") { stop.isClosed = true }
        }
    }
}

let branch = ViewHost(Street { WithABranch.StopsScreen(stop: $0) })
branch.toggle("Harbour")
branch.tap("Close for works")
let argument = ViewHost(Street { WithAnArgument.StopsScreen(stop: $0) })
argument.toggle("Harbour")
argument.tap("Close for works")
