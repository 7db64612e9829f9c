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
            ForEach(items.indexed(), id: \.element.id) { index, item in
                PackingRow(number: index + 1, item: item)
            }
        }
    }
}
