// wrong: iterates over items.indices without an id, as the Binding article does
// rejected-by: follows-appends-and-removals
// misconception: `ForEach(_:content:)` over a range (`0..<items.count`, or `items.indices` without `id:`, which is a
// misconception: `Range<Int>` for an array) is for constant data: SwiftUI reads the first range only, so an appended
// misconception: item never shows, a removed one leaves a row that still asks for it, and the runtime warns.
// misconception-ja: 範囲を受け取る `ForEach(_:content:)` は定数のデータのためのものです（配列の `indices` も `Range<Int>` なので、
// misconception-ja: `id:` がなければこれが選ばれます）。SwiftUI は最初の範囲しか読まないので、追加した持ち物は表示されず、削除した持ち物の行はそれを求め続け、実行時警告が出ます。
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
