// check: compiles
// NumberedList takes Identifiable elements without an id, or any elements with an id key path: an
// array, a slice, a range. Its content closure is a view builder, so an `if` works inside it.
import MiniUI

@testable import Exercise03_4

struct Finisher: Identifiable {
    let id: Int
    var name: String
    var retired = false
}

@MainActor
func lists(_ finishers: [Finisher], _ groceries: [String]) -> some View {
    HStack(alignment: .top) {
        NumberedList(finishers) { runner in
            Text(runner.name)
        }
        NumberedList(groceries, id: \.self) { item in
            Text(item)
        }
        NumberedList(finishers[1...], id: \.name) { runner in
            if !runner.retired {
                Text(runner.name)
            }
        }
        NumberedList(0..<3, id: \.self) { lane in
            Text("Lane \(lane)")
        }
    }
}
