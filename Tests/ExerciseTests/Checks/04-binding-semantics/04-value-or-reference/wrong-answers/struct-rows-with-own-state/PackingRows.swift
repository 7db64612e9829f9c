// wrong: keeps GearObject a struct and gives each row a @State copy to switch
// rejected-by: rows-write-to-the-shared-objects

import MiniUI

struct PackingRows: View {
    let gear: [GearObject]

    var body: some View {
        ForEach(gear) { item in
            PackingRow(item: item)
        }
    }
}

struct PackingRow: View {
    let label: String
    @State private var isPacked: Bool

    init(item: GearObject) {
        self.label = item.label
        self._isPacked = State(initialValue: item.isPacked)
    }

    var body: some View {
        Toggle(label, isOn: $isPacked)
    }
}
