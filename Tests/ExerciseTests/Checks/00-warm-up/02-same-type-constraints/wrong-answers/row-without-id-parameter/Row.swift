// wrong: drops the ID parameter and requires Identifiable items everywhere
// rejected-by: accepts-identifiable-rows
// Avoids the puzzle by dropping the ID parameter and requiring Identifiable items everywhere; a row of plain
// strings, or of books identified by their title, can no longer be made

struct Row<Item: Identifiable> {
    let item: Item
    let id: Item.ID

    init(_ item: Item) {
        self.item = item
        self.id = item.id
    }
}
