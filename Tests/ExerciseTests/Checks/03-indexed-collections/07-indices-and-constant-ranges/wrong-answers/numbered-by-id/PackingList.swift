// wrong: identifies rows by item and numbers them with the item's id
// rejected-by: follows-appends-and-removals
// misconception: An id says which item a row is, not where it is: after a removal the ids have gaps, so the number
// misconception: must come from the position, while the identity comes from the item.
// misconception-ja: ID は行がどの持ち物かを表すもので、どこにあるかではありません。削除の後は ID に欠番ができるので、番号は位置から、同一性は持ち物から取ります。
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
            ForEach(items) { item in
                PackingRow(number: item.id, item: item)
            }
        }
    }
}
