// wrong: iterates over items.indexed() but identifies rows by \.index
// rejected-by: keeps-row-state-with-its-item
// misconception: The pairs bring the item, but `\.index` still makes the position the row's identity: the id must
// misconception: come from the element, one step into the pair.
// misconception-ja: 組は持ち物を運んでくれますが、`\.index` では行の同一性はやはり位置です。ID は要素から、つまり組の一歩先から取らなければなりません。
// lesson: #indices-follow-positions

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
            ForEach(items.indexed(), id: \.index) { index, item in
                PackingRow(number: index + 1, item: item)
            }
        }
    }
}
