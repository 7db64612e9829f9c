// Goal: make the lamp class observable with @Observable, so that every view that reads a property it
// changes runs again, and only those views: the class version that does re-render.
// Check it: swift run puzzles check 04.8
// Lesson: Lessons/04-binding-semantics/08-observable/README.md

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
    // TODO: `@ObservedObject` works only with ObservableObject. Hold the lamp with the property wrapper that
    //       makes bindings to the properties of an object observed the Observation way. (A binding made by
    //       hand, `Binding(get:set:)`, whose getter reads the lamp each time, would work too: it is code the
    //       wrapper writes for you.)
    @ObservedObject var lamp: Lamp

    var body: some View {
        Toggle(lamp.name, isOn: $lamp.isLit)
    }
}
