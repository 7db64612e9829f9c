// Goal: see why a ForEach row of structs cannot be written to, and write the reference-type version
// that compiles: a class whose rows write to objects the caller shares.
// Check it: swift run puzzles check 04.4
// Lesson: Lessons/04-binding-semantics/04-value-or-reference/README.md

import MiniUI

/// A switch for each flag it is given.
struct FlagRows: View {
    // TODO: Take `[FlagObject]` instead.
    let flags: [FlagValue]

    var body: some View {
        ForEach(flags) { flag in
            // TODO: Bring back the binding below in place of the constant. With FlagValue it fails with
            //       "cannot assign to property: 'flag' is a 'let' constant"; with FlagObject it compiles.
            // Toggle(flag.name, isOn: Binding(get: { flag.isEnabled }, set: { flag.isEnabled = $0 }))
            Toggle(flag.name, isOn: .constant(flag.isEnabled))
        }
    }
}
