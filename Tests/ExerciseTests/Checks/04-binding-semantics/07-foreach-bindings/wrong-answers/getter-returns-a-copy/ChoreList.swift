// wrong: hands each row `Binding(get: { chore }, set: …)`, a getter returning the chore captured at build time
// rejected-by: rows-read-the-list-as-it-is-now
// misconception: A binding stores no value: its getter must read the array as it is now. A getter that returns the
// misconception: element the closure captured reads a copy taken when the row was built, so a change made elsewhere
// misconception: never reaches a row that holds it, and its next write puts the old value back.
// misconception-ja: バインディングは値を持ちません。ゲッターはその時点の配列を読む必要があります。クロージャがキャプチャした
// misconception-ja: 要素を返すゲッターは行を作ったときのコピーを読むので、ほかの場所での変更はその行に届かず、次の書き込みで
// misconception-ja: 古い値が書き戻されます。
// lesson: #a-binding-to-a-collection-is-a-collection-of-bindings
// Identified by id, and the setter finds its chore by id; every switch on screen works, because the list's body
// runs again after each change and makes new bindings. A row held on to between two changes reads a stale chore.

import MiniUI

struct Chore: Identifiable {
    let name: String
    var isDone: Bool

    var id: String { name }
}

struct ChoreList: View {
    @State private var chores: [Chore]

    init(chores: [Chore]) {
        _chores = State(initialValue: chores)
    }

    var body: some View {
        Form {
            Text(summary)
            ForEach(chores) { chore in
                ChoreRow(
                    chore: Binding(
                        get: { chore },
                        set: { newValue in
                            if let index = chores.firstIndex(where: { $0.id == newValue.id }) {
                                chores[index] = newValue
                            }
                        }))
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
    @Binding var chore: Chore
    @State private var isPinned = false

    var body: some View {
        Toggle(chore.name, isOn: $chore.isDone)
        Button(isPinned ? "Unpin \(chore.name)" : "Pin \(chore.name)") { isPinned.toggle() }
    }
}
