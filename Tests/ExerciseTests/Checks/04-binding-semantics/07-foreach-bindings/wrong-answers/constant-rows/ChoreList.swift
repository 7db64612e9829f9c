// wrong: hands each row `.constant(chore)`, which has the right type and ignores every write
// rejected-by: every-row-edits-the-source-of-truth
// misconception: A constant binding has the right type and ignores every write, so no switch moves; iterate the
// misconception: binding to the array and hand each row its element's binding.
// misconception-ja: 定数のバインディングは型こそ合っていますが、書き込みをすべて無視するので、スイッチは動きません。
// misconception-ja: 配列へのバインディングを回し、各行に要素のバインディングを渡します。
// lesson: #a-binding-to-a-collection-is-a-collection-of-bindings
// It compiles, since a constant binding is a Binding<Chore>; no switch ever moves.

import MiniUI

/// A chore that can be ticked off. A value: the list owns the array, and each row edits its
/// own element through a binding.
struct Chore: Identifiable {
    let name: String
    var isDone: Bool

    var id: String { name }
}

/// A list of chores to tick off, with a summary of what is done.
///
/// `ForEach($chores)` iterates the binding to the array: a `Binding<[Chore]>` is itself a collection
/// of `Binding<Chore>`, one per element, and each row is identified by its chore's id, not by its
/// position. The closure's parameter is written `$chore` (SE-0293), which gives the row both names:
/// `$chore`, the binding, and `chore`, the value it reads.
struct ChoreList: View {
    @State private var chores: [Chore]

    init(chores: [Chore]) {
        _chores = State(initialValue: chores)
    }

    var body: some View {
        Form {
            Text(summary)
            ForEach(chores) { chore in
                ChoreRow(chore: .constant(chore))
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
