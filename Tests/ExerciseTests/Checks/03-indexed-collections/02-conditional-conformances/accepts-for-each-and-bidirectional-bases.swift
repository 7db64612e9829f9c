// check: compiles
// ForEach and List accept an indexed array, slice or range, and a reversed array (random-access, with
// indices that are not Int), and ForEach's closure can take each pair apart. An indexed string is bidirectional (it has `last` and `reversed()`) even though it is not
// random-access.
import MiniUI

@testable import Exercise03_2

struct Stop: Identifiable {
    let id: Int
    var name: String
}

@MainActor
func rows(_ stops: [Stop]) -> some View {
    List {
        ForEach(stops.indexed(), id: \.element.id) { index, stop in
            Text("\(index + 1). \(stop.name)")
        }
        ForEach(stops[1...].indexed(), id: \.index) { index, stop in
            Text(stop.name)
        }
        ForEach((0..<3).indexed(), id: \.element) { pair in
            Text("\(pair.element)")
        }
        // The lazy reversed view, not a reversed copy: random-access, with indices that are not Int.
        ForEach((stops.reversed() as ReversedCollection<[Stop]>).indexed(), id: \.element.id) { pair in
            Text("latest: \(pair.element.name)")
        }
    }
}

@MainActor
func moreRows(_ stops: [Stop]) -> some View {
    List(stops.indexed(), id: \.element.id) { index, stop in
        Text(stop.name)
    }
}

func bidirectional() {
    let lastLetter: (index: String.Index, element: Character)? = "swift".indexed().last
    let backwards = "swift".indexed().reversed().map(\.element)
    let lastStop = [1, 2, 3].indexed().last?.index
    _ = (lastLetter, backwards, lastStop)
}
