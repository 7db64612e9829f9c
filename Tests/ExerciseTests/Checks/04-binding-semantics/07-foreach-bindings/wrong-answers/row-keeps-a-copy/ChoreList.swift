// wrong: gives the row a plain Chore and a @State copy of its switch
// rejected-by: rejects-a-row-without-a-binding
// misconception: A row that takes a plain value and keeps a `@State` copy edits only its copy; the row must take a
// misconception: `Binding<Chore>` so that it edits the list's array.
// misconception-ja: 普通の値を受け取って `@State` のコピーを持つ行は、コピーを書き換えるだけです。行が
// misconception-ja: `Binding<Chore>` を受け取れば、リストの配列を書き換えられます。
// lesson: #a-closure-parameter-can-be-a-property-wrapper
// Each switch moves, but only in its row: the list's array, and the summary above, never change.

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
                ChoreRow(chore: chore)
            }
            Button("Remove first") { chores.removeFirst() }
        }
    }

    private var summary: String {
        let names = chores.filter(\.isDone).map(\.name)
        return names.isEmpty ? "Nothing done" : "Done: " + names.joined(separator: ", ")
    }
}

struct ChoreRow: View {
    let name: String
    @State private var isDone: Bool
    @State private var isPinned = false

    init(chore: Chore) {
        self.name = chore.name
        self._isDone = State(initialValue: chore.isDone)
    }

    var body: some View {
        Toggle(name, isOn: $isDone)
        Button(isPinned ? "Unpin \(name)" : "Pin \(name)") { isPinned.toggle() }
    }
}
