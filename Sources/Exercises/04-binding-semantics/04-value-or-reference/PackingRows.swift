// Goal: see why a ForEach row of structs cannot be written to, and write the reference-type version
// that compiles: a class whose rows write to objects the caller shares.
// Check it: swift run puzzles check 04.4
// Lesson: Lessons/04-binding-semantics/04-value-or-reference/README.md

import MiniUI

/// A packing list: a switch for each piece of gear it is given, labelled with the gear's label.
struct PackingRows: View {
    // TODO: Take the gear as objects, `[GearObject]`, instead of values.
    let gear: [GearValue]

    var body: some View {
        ForEach(gear) { item in
            // TODO: This switch never moves: a constant ignores every write. Make the binding by hand from a
            //       getter that reads the item's `isPacked` and a setter that writes it. With GearValue the
            //       setter does not compile (the lesson shows the message); with GearObject it does.
            Toggle(item.label, isOn: .constant(item.isPacked))
        }
    }
}
