// wrong: keeps ObservableObject with @Published, and a row that holds its lamp in a let with a hand-made binding
// rejected-by: only-readers-re-render

import MiniUI

/// A board of lamp switches, with a count of what is on, and two buttons that change lamps
/// directly (the article's "SWITCH" button, which never re-rendered anything with a plain class).
struct LampBoard: View {
    let lamps: [Lamp]

    var body: some View {
        LitCount(lamps: lamps)
        ForEach(lamps) { lamp in
            LampRow(lamp: lamp)
        }
        Button("Switch Porch") { lamps[2].isLit.toggle() }
        Button("Rename Hall") { lamps[0].name = "Hallway" }
    }
}

/// How many lamps are on. It reads every lamp's `isLit` and nothing else.
struct LitCount: View {
    let lamps: [Lamp]

    var body: some View {
        Text("\(lamps.filter(\.isLit).count) of \(lamps.count) lit")
    }
}

/// One switch.
struct LampRow: View {
    let lamp: Lamp

    var body: some View {
        Toggle(lamp.name, isOn: Binding(get: { lamp.isLit }, set: { lamp.isLit = $0 }))
    }
}
