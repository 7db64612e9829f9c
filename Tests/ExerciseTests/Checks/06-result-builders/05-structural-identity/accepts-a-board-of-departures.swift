// check: compiles
// The board is made from departures, inside any view, and a departure's row can be used on its own.
import MiniUI

@testable import Exercise06_5

struct StopScreen: View {
    @State private var departures = [
        Departure(id: 1, line: "4", destination: "Old Mill", minutes: 3),
        Departure(id: 2, line: "9", destination: "Airport", minutes: 7, isDelayed: true),
        Departure(id: 3, line: "2", destination: "Zoo", minutes: 12, isCancelled: true),
    ]

    var body: some View {
        VStack {
            Text("Harbour")
            DeparturesList(departures: departures)
            DepartureRow(departure: departures[0])
        }
    }
}
