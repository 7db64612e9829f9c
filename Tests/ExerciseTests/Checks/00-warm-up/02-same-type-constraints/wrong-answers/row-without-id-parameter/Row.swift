// wrong: drops the ID parameter and requires Identifiable items everywhere
// rejected-by: accepts-identifiable-rows
// misconception: Requiring Identifiable on the whole type removes the general initializer; keep ID as a parameter and
// misconception: add the Identifiable initializer in a constrained extension.
// misconception-ja: 型全体に Identifiable を求めると、汎用のイニシャライザが使えなくなります。ID は型パラメータのままにして、
// misconception-ja: Identifiable 用のイニシャライザは制約付きエクステンションに足します。
// lesson: #the-idea
// Avoids the puzzle by dropping the ID parameter and requiring Identifiable items everywhere; a row of plain
// strings, or of tickets identified by their seat, can no longer be made

struct Row<Item: Identifiable> {
    let item: Item
    let id: Item.ID

    init(_ item: Item) {
        self.item = item
        self.id = item.id
    }
}
