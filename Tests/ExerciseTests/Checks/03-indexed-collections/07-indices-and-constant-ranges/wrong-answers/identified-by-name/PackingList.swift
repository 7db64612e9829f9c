// wrong: identifies rows by the item's name instead of its id
// rejected-by: rows-keep-their-identity-through-a-rename
// misconception: A name tells today's items apart, but it is not their identity: it can change while the row is on
// misconception: screen (and two items may share one). A row identified by it becomes a new row when it changes,
// misconception: and its state is lost; identify rows by what never changes, the item's `id`.
// misconception-ja: 名前はいまの持ち物を見分けられても、同一性ではありません。行が画面にある間に変わることがあり、同じ名前の
// misconception-ja: 持ち物が二つあることもあります。名前で識別した行は名前が変わると別の行になり、状態は失われます。
// misconception-ja: 行は変わることのないもの、持ち物の `id` で識別します。
// lesson: #identity-from-the-element
import MiniUI

struct Item: Identifiable {
    let id: Int
    var name: String
}

/// One row of the packing list: its number, its name, and a "packed" switch whose state lives in the row.
struct PackingRow: View {
    let number: Int
    let item: Item
    @State private var isPacked = false

    var body: some View {
        Toggle("\(number). \(item.name)", isOn: $isPacked)
    }
}

/// A trip's packing list, numbered from 1. Items are added at the end and removed from anywhere while the
/// list is on screen.
struct PackingList: View {
    let items: [Item]

    var body: some View {
        List {
            // The data changes, so no constant range; the row's state must follow the item, so no position as
            // the id. Each pair brings its position for the number and its item for the identity.
            ForEach(items.indexed(), id: \.element.name) { index, item in
                PackingRow(number: index + 1, item: item)
            }
        }
    }
}
