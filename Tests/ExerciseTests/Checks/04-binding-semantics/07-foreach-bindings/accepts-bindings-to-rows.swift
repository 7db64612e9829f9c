// check: compiles
// The shapes SE-0293 allows: `$chore` as a closure parameter in ForEach and List, a row made from a
// binding (or a constant one, for a preview), and a list made from plain values.
import MiniUI

@testable import Exercise04_7

struct Household: View {
    @State private var chores = [Chore(name: "Dishes", isDone: true)]

    var body: some View {
        List($chores) { $chore in
            Toggle(chore.name, isOn: $chore.isDone)
        }
        ForEach($chores) { $chore in
            ChoreRow(chore: $chore)
        }
        ChoreRow(chore: .constant(Chore(name: "Preview", isDone: true)))
        ChoreList(chores: chores)
    }
}
