// wrong: iterates over items.indexed() but identifies rows by \.index
// rejected-by: keeps-row-state-with-its-item
// misconception: An id taken from the position (the pair's index, or the position itself with `id: \.self`) makes
// misconception: ForEach follow the count, but each row's identity is then its position: its state stays at that
// misconception: position and passes to whichever item moves there. The id must come from the element.
// misconception-ja: 位置から取った ID(組のインデックスや、`id: \.self` を付けた位置そのもの)で ForEach は個数の変化に
// misconception-ja: ついていきますが、各行の同一性は位置になります。行の状態はその位置に残り、そこへ移ってきた別の持ち物に
// misconception-ja: 引き継がれてしまいます。ID は要素から取らなければなりません。
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
