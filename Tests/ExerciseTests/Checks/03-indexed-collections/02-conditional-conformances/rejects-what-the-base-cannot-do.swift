// check: rejects
// The conformances follow the base: over a string (bidirectional only) the indexed collection is not
// random-access, so a List refuses it, and the compiler names the base that falls short; over a set
// (forward only) it is not even bidirectional, so it has no `last`.
import MiniUI

@testable import Exercise03_2

@MainActor
func letterRows() -> some View {
    // expected-error@+1 {{requires that 'String' conform to 'RandomAccessCollection'}}
    List("swift".indexed(), id: \.index) { index, letter in
        Text(String(letter))
    }
}

func lastTag() {
    // expected-error@+1 {{requires that 'Set<String>' conform to 'BidirectionalCollection'}}
    _ = Set(["new", "used"]).indexed().last
}
