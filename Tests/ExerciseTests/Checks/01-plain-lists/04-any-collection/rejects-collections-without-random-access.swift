// check: rejects
// Like ForEach, PlainList asks for random access, and says so where the list is made: a String, a set,
// a dictionary's values and a lazily filtered array are collections that cannot jump to their n-th
// element without walking to it, so they are refused rather than silently copied.
import MiniUI

@testable import Exercise01_4

struct Stop: Identifiable, Hashable {
    let id: Int
    let name: String
}

@MainActor
func useOtherCollections(stops: [Stop], shelves: [String: Stop]) {
    // expected-error@+1 {{requires that 'String' conform to 'RandomAccessCollection'}}
    _ = PlainList("north", id: \.self) { (letter: Character) in
        Text(String(letter))
    }
    // expected-error@+1 {{requires that 'Set<Stop>' conform to 'RandomAccessCollection'}}
    _ = PlainList(Set(stops)) { (stop: Stop) in
        Text(stop.name)
    }
    // expected-error@+1 {{requires that 'Dictionary<String, Stop>.Values' conform to 'RandomAccessCollection'}}
    _ = PlainList(shelves.values) { (stop: Stop) in
        Text(stop.name)
    }
    let short = stops.lazy.filter { $0.name.count < 20 }
    // expected-error@+1 {{conform to 'RandomAccessCollection'}}
    _ = PlainList(short) { (stop: Stop) in
        Text(stop.name)
    }
}
