// The picture of this lesson (example.png): a fare table whose rows repeat through `ForEach`, one per fare.
// `swift run puzzles dev pictures 06.3` draws it again.
import MiniUI

struct Fare: Identifiable {
    let id: String
    let name: String
}

let fares = [
    Fare(id: "single", name: "Single: 2.40"),
    Fare(id: "day", name: "Day pass: 6.80"),
    Fare(id: "week", name: "Week pass: 24.00"),
]

struct FareTable: View {
    let fares: [Fare]

    var body: some View {
        // shown: begin
        VStack {
            ForEach(fares) { fare in
                Text(fare.name)
            }
        }
        // shown: end
    }
}

_ = ViewHost(FareTable(fares: fares))
