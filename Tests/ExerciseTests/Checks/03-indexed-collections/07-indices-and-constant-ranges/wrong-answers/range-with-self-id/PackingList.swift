// wrong: iterates over 0..<items.count with id: \.self
// rejected-by: keeps-row-state-with-its-item
// misconception: Adding `id: \.self` to the range silences the warning and follows the count, but the ids are
// misconception: positions, so each row's state follows its position instead of its item.
// misconception-ja: 範囲に `id: \.self` を付けると警告は消え、個数の変化にもついていきますが、ID は位置なので、各行の状態は持ち物ではなく位置についていきます。
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
            ForEach(0..<items.count, id: \.self) { index in
                PackingRow(number: index + 1, item: items[index])
            }
        }
    }
}
