// wrong: the row keeps the lamp it is given in its own @State
// rejected-by: a-row-follows-a-new-lamp

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

/// How many lamps are on. It reads every lamp's `isLit` and nothing else, so a rename does not
/// run its body again.
struct LitCount: View {
    let lamps: [Lamp]

    var body: some View {
        Text("\(lamps.filter(\.isLit).count) of \(lamps.count) lit")
    }
}

/// One switch, holding the lamp it was first given in its own state.
struct LampRow: View {
    @State private var lamp: Lamp

    init(lamp: Lamp) {
        _lamp = State(initialValue: lamp)
    }

    var body: some View {
        Toggle(lamp.name, isOn: $lamp.isLit)
    }
}
