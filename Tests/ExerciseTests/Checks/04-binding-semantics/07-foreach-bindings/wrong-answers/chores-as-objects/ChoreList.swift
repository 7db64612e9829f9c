// wrong: makes Chore a class and keeps `ForEach($chores)`
// rejected-by: every-row-edits-the-source-of-truth
// misconception: With class elements the array holds the same references before and after a switch, so the state
// misconception: never changes and nothing re-renders; keep the elements values.
// misconception-ja: 要素がクラスだと、切り替えの前後で配列は同じ参照を持ったままなので、
// misconception-ja: 状態は変わらず何も再描画されません。要素は値のままにします。
// lesson: #why-not-a-class
// It compiles, and each switch writes to its object; but the array still holds the same references, so
// the state does not change, nothing runs again, and the switches and the summary stay as they were.

import MiniUI

/// A chore that can be ticked off. A value: the list owns the array, and each row edits its
/// own element through a binding.
final class Chore: Identifiable {
    let name: String
    var isDone: Bool

    init(name: String, isDone: Bool) {
        self.name = name
        self.isDone = isDone
    }

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
            ForEach($chores) { $chore in
                ChoreRow(chore: $chore)
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
