// Goal: let the rows of a shared, observable shopping list edit their own entries in the model, and call a
// mutating method on an entry from a button, where it is allowed.
// Check it: swift run puzzles check 04.9
// Lesson: Lessons/04-binding-semantics/09-bindings-into-a-model/README.md

import MiniUI

/// One line of a shopping list. A value: the list owns its entries, and rows edit them through bindings.
struct Entry: Identifiable {
    let id: Int
    let name: String
    var quantity: Int
    var isBought: Bool

    // TODO: Write `addOne()`, which adds one to `quantity`. Entry is a value, so the method changes the
    //       value it is called on: declare it that way.
}

/// The shared model: one shopping list that several views show. `@Observable`, so every view that reads
/// `entries` runs again when the array changes, however it holds the list.
@Observable
final class ShoppingList {
    var entries: [Entry]

    init(entries: [Entry]) {
        self.entries = entries
    }
}
