// Goal: a numbered packing list whose rows follow every item added or removed, without a runtime warning,
// and whose "packed" switches stay with their items, not with their positions.
// Check it: swift run puzzles check 03.7
// Lesson: Lessons/03-indexed-collections/07-indices-and-constant-ranges/README.md

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
            // TODO: This loop was written when the list never changed: it runs over a range of positions and
            //       reads each item by its position. Now items come and go. Rewrite it so that the rows follow
            //       every append and removal without a runtime warning, each row still shows its number
            //       (counted from 1), and each row's "packed" switch stays with its item when the items above
            //       it change or the item is renamed. PackingRow stays as it is.
            ForEach(0..<items.count) { index in
                PackingRow(number: index + 1, item: items[index])
            }
        }
    }
}
