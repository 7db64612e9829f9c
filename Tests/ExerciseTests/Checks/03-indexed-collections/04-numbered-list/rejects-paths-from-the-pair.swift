// check: rejects
// Callers describe ids in terms of their own elements. The pairs of `indexed()` are NumberedList's
// business: a caller who tries to reach into them is refused, because a Finisher has no `element`.
import MiniUI

@testable import Exercise03_4

struct Finisher: Identifiable {
    let id: Int
    var name: String
}

@MainActor
func reachIntoThePair(_ finishers: [Finisher]) {
    // expected-error@+1 {{value of type 'Finisher' has no member 'element'}}
    _ = NumberedList(finishers, id: \.element.id) { runner in
        Text(runner.name)
    }
}
