// Goal: give every row of a ForEach a binding to its own element, so that each row edits the list's
// array and keeps its identity when the array changes.
// Check it: swift run puzzles check 04.7
// Lesson: Lessons/04-binding-semantics/07-foreach-bindings/README.md

import MiniUI

/// A chore that can be ticked off. A value: the list owns the array, and each row edits its
/// own element through a binding.
struct Chore: Identifiable {
    let name: String
    var isDone: Bool

    var id: String { name }
}

/// A list of chores to tick off, with a summary of what is done.
struct ChoreList: View {
    @State private var chores: [Chore]

    init(chores: [Chore]) {
        _chores = State(initialValue: chores)
    }

    var body: some View {
        Form {
            Text(summary)
            // TODO: This is where the article gave up: rows by index. The switches work, but each row is
            //       identified by its position, so when the array changes a row's own state (its pin) stays
            //       with the position and lands on another chore. Loop over the chores themselves, so that
            //       each row gets a binding to its own chore and keeps the chore's id.
            ForEach(chores.indices, id: \.self) { index in
                ChoreRow(chore: $chores[index])
            }
            Button("Remove first") { chores.removeFirst() }
        }
    }

    private var summary: String {
        let names = chores.filter(\.isDone).map(\.name)
        return names.isEmpty ? "Nothing done" : "Done: " + names.joined(separator: ", ")
    }
}

/// One chore: a switch that edits a chore belonging to whoever made the row, and a pin that belongs to the row
/// itself: its own state, kept by the host for as long as the row keeps its identity.
struct ChoreRow: View {
    @Binding var chore: Chore
    @State private var isPinned = false

    var body: some View {
        Toggle(chore.name, isOn: $chore.isDone)
        Button(isPinned ? "Unpin \(chore.name)" : "Pin \(chore.name)") { isPinned.toggle() }
    }
}
