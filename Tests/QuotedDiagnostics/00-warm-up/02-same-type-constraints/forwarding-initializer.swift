// 00.2's lesson: Row's forwarding initializer in a plain extension, then constrained to Identifiable items only.
struct Row<Item, ID: Hashable> {
    let item: Item
    let id: ID

    init(_ item: Item, id: (Item) -> ID) {
        self.item = item
        self.id = id(item)
    }
}

extension Row {
    init(plain item: Item) {
        self.init(item, id: { $0.id })  // expected-error {{value of type 'Item' has no member 'id'}}
    }
}

extension Row where Item: Identifiable {
    init(identified item: Item) {
        // expected-error@+1 {{cannot convert value of type 'Item.ID' to closure result type 'ID'}}
        self.init(item, id: { $0.id })
    }
}
