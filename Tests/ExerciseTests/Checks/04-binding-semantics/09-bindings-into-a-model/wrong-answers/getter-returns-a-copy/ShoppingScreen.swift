// wrong: hands each row `Binding(get: { entry }, set: …)`, a getter returning the entry captured at build time
// rejected-by: rows-read-the-model-as-it-is-now
// misconception: A binding stores no value: its getter must read the model as it is now. A getter that returns the
// misconception: entry the closure captured reads a copy taken when the row was built, so a change made to the model
// misconception: elsewhere never reaches a row that holds it, and its next write puts the old value back.
// misconception-ja: バインディングは値を持ちません。ゲッターはその時点のモデルを読む必要があります。クロージャがキャプチャした
// misconception-ja: 項目を返すゲッターは行を作ったときのコピーを読むので、ほかの場所でモデルに加えた変更はその行に届かず、
// misconception-ja: 次の書き込みで古い値が書き戻されます。
// lesson: #one-value-many-views
// The setter finds its entry by id, and every control on screen works, because the screen's body runs again
// after each change and makes new bindings; a row held on to between two changes reads a stale entry.

import MiniUI

/// The list on screen: a summary, then a row per entry that edits that entry in the shared model.
///
/// `@Bindable` gives bindings into the observable model: `$list.entries` is a `Binding<[Entry]>`, which is
/// a collection of bindings to the entries, so the ForEach hands each row the binding to its own entry,
/// identified by the entry's id. A write through a row's binding writes `list.entries`, which the model
/// announces to every view that read it.
struct ShoppingScreen: View {
    @Bindable var list: ShoppingList

    var body: some View {
        Text("\(list.entries.filter(\.isBought).count) of \(list.entries.count) bought")
        ForEach(list.entries) { entry in
            EntryRow(
                entry: Binding(
                    get: { entry },
                    set: { newValue in
                        if let index = list.entries.firstIndex(where: { $0.id == newValue.id }) {
                            list.entries[index] = newValue
                        }
                    }))
        }
    }
}

/// One entry: a switch for "bought", the quantity, and a button for one more. The row owns nothing: its
/// entry lives in the list, and `entry.addOne()` mutates it through the binding (a get, a change, a set).
struct EntryRow: View {
    @Binding var entry: Entry

    var body: some View {
        Toggle(entry.name, isOn: $entry.isBought)
        Text("\(entry.quantity) × \(entry.name)")
        Button("One more \(entry.name)") { entry.addOne() }
    }
}
