// wrong: takes a Binding<Chore> in the row but copies its value into the row's own @State
// rejected-by: rows-follow-changes-from-elsewhere
// misconception: Copying the binding's value into the row's own `@State` makes a second value: changes made to the
// misconception: array elsewhere never reach the row. Keep the binding itself.
// misconception-ja: バインディングの値を行自身の `@State` にコピーすると、2 つ目の値ができます。
// misconception-ja: ほかの場所で配列に加えた変更は行に届きません。バインディングそのものを持ちます。
// lesson: #a-closure-parameter-can-be-a-property-wrapper
// The signature is right, so every call compiles; but the row edits its copy, and a change made to the
// array by someone else never reaches it.

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

struct ChoreRow: View {
    @State private var chore: Chore
    @State private var isPinned = false

    init(chore: Binding<Chore>) {
        self._chore = State(initialValue: chore.wrappedValue)
    }

    var body: some View {
        Toggle(chore.name, isOn: $chore.isDone)
        Button(isPinned ? "Unpin \(chore.name)" : "Pin \(chore.name)") { isPinned.toggle() }
    }
}
