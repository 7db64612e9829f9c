// Goal: let the rows of a shared, observable shopping list edit their own entries in the model, and call a
// mutating method on an entry from a button, where it is allowed.
// Check it: swift run puzzles check 04.9
// Lesson: Lessons/04-binding-semantics/09-bindings-into-a-model/README.md

import MiniUI

/// The list on screen: a summary, then a row per entry that edits that entry in the shared model.
struct ShoppingScreen: View {
    // TODO: The screen needs bindings into the model's properties, not only their values: hold the list with
    //       the property wrapper that gives them for an @Observable object.
    let list: ShoppingList

    var body: some View {
        Text("\(list.entries.filter(\.isBought).count) of \(list.entries.count) bought")
        // TODO: Each row gets a copy of its entry here. Give each row a binding to its own entry in
        //       `list.entries` instead, identified by the entry's id.
        ForEach(list.entries) { entry in
            EntryRow(entry: entry)
        }
    }
}

/// One entry: a switch for "bought", the quantity, and a button for one more.
struct EntryRow: View {
    // TODO: The row holds a copy, so nothing it does can reach the list. Make `entry` refer to the entry in
    //       the list.
    let entry: Entry

    var body: some View {
        // TODO: Once the row has a binding, let this switch edit the entry's `isBought`.
        Toggle(entry.name, isOn: .constant(entry.isBought))
        Text("\(entry.quantity) × \(entry.name)")
        // TODO: Bring back this button. With a copy it cannot compile ("cannot use mutating member on
        //       immutable value: 'self' is immutable"); through a binding it can.
        // Button("One more \(entry.name)") { entry.addOne() }
    }
}
