// wrong: keeps the lamps as values in an ObservableObject store with one @Published array
// rejected-by: only-readers-re-render

import MiniUI

struct LampBoard: View {
    @StateObject private var store: LampStore

    init(lamps: [Lamp]) {
        _store = StateObject(wrappedValue: LampStore(lamps: lamps))
    }

    var body: some View {
        LitCount(lamps: store.lamps)
        ForEach($store.lamps) { $lamp in
            LampRow(lamp: $lamp)
        }
        Button("Switch Porch") { store.lamps[2].isLit.toggle() }
        Button("Rename Hall") { store.lamps[0].name = "Hallway" }
    }
}

struct LitCount: View {
    let lamps: [Lamp]

    var body: some View {
        Text("\(lamps.filter(\.isLit).count) of \(lamps.count) lit")
    }
}

struct LampRow: View {
    @Binding var lamp: Lamp

    var body: some View {
        Toggle(lamp.name, isOn: $lamp.isLit)
    }
}
