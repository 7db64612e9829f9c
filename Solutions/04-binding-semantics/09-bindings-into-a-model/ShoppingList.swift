import MiniUI

/// One line of a shopping list. A value: the list owns its entries, and rows edit them through bindings.
struct Entry: Identifiable {
    let id: Int
    let name: String
    var quantity: Int
    var isBought: Bool

    /// One more of this item. `mutating`, because it changes the value it is called on; so it can be called
    /// only where that value is a variable: a `var`, a property of a class, or a binding's `wrappedValue`
    /// (whose setter is `nonmutating`), never a view's own stored property from inside `body`.
    mutating func addOne() {
        quantity += 1
    }
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
