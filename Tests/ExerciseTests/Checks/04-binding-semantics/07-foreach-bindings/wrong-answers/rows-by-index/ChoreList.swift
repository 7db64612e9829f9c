// wrong: keeps the article's rows by index, `ForEach(chores.indices, id: \.self)`
// rejected-by: every-row-edits-the-source-of-truth
// misconception: Rows by index are identified by position: after a removal they are renumbered and a row's own state
// misconception: lands on another element; iterate the binding so each row keeps its element's id.
// misconception-ja: インデックスによる行は位置で識別されるので、要素を取り除くと番号が振り直され、
// misconception-ja: 行自身の状態が別の要素に移ります。バインディングを回せば、各行は要素の ID を保ちます。
// lesson: #identity-or-why-not-indices
// The switches edit the right elements, but each row is identified by its position: after a removal the
// rows are renumbered, and a row's own state (its pin) lands on another chore.

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
