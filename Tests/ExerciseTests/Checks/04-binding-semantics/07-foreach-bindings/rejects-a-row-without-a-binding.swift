// check: rejects
// A row edits a chore that lives in someone else's array, so it takes a binding to it: a plain Chore
// value, a copy, is refused.
import MiniUI

@testable import Exercise04_7

@MainActor
func makeRows() {
    let chore = Chore(name: "Dishes", isDone: true)
    // expected-error@+1 {{cannot convert value of type 'Chore' to expected argument type 'Binding<Chore>'}}
    _ = ChoreRow(chore: chore)
}
