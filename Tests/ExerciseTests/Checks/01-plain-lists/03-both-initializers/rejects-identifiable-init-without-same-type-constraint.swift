// check: rejects
// The error this exercise is about, written against your PlainList. In an extension that asks only for
// `Item: Identifiable`, the key path `\.id` is a `KeyPath<Item, Item.ID>`, while your key-path initializer
// wants a `KeyPath<Item, ID>`: nothing says that the item's id type and the list's `ID` are the same type.
import MiniUI

@testable import Exercise01_3

extension PlainList where Item: Identifiable {
    init(identified items: [Item], @ViewBuilder content: @escaping (Item) -> Content) {
        // expected-error@+2 {{'KeyPath<Item, Item.ID>' to expected argument type 'KeyPath<Item, ID>'}}
        // expected-note@+1 {{arguments to generic parameter 'Value' ('Item.ID' and 'ID') are expected to be equal}}
        self.init(items, id: \.id, content: content)
    }
}
