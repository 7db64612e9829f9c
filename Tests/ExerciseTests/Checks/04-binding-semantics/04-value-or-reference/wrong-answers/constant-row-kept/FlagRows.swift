// wrong: switches to FlagObject but keeps the constant binding in the row
// rejected-by: rows-write-to-the-shared-objects
// Everything compiles, and no switch ever moves: a constant binding drops the write before it reaches the
// object.

import MiniUI

struct FlagRows: View {
    let flags: [FlagObject]

    var body: some View {
        ForEach(flags) { flag in
            Toggle(flag.name, isOn: .constant(flag.isEnabled))
        }
    }
}
