// wrong: iterates over items.indices with id: \.self
// rejected-by: keeps-row-state-with-its-item
// misconception: `id: \.self` over indices makes ForEach follow the count, but the identity of each row is its
// misconception: position, so a row's state stays at its position and passes to whichever item moves there.
// misconception-ja: インデックスに `id: \.self` を付けると ForEach は個数の変化についていきますが、各行の同一性は位置です。行の状態はその位置に残り、
// misconception-ja: そこへ移ってきた別の持ち物に引き継がれてしまいます。
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
            ForEach(items.indices, id: \.self) { index in
                PackingRow(number: index + 1, item: items[index])
            }
        }
    }
}
