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
        ForEach($list.entries) { $entry in
            EntryRow(entry: $entry)
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
