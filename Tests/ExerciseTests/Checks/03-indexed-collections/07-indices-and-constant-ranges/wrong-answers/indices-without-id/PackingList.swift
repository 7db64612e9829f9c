// wrong: iterates over items.indices without an id, as the Binding article does
// rejected-by: follows-appends-and-removals
// misconception: An array's `indices` is a `Range<Int>`, so without `id:` ForEach picks the constant-range
// misconception: initializer: the list keeps its first count, exactly as with `0..<items.count`.
// misconception-ja: 配列の `indices` は `Range<Int>` なので、`id:` を付けないと ForEach は定数の範囲のイニシャライザを選びます。
// misconception-ja: `0..<items.count` と同じく、リストは最初の個数を持ち続けます。
// lesson: #a-range-is-read-once

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
            ForEach(items.indices) { index in
                PackingRow(number: index + 1, item: items[index])
            }
        }
    }
}
