import MiniUI

/// A switch for each flag it is given.
///
/// Each `flag` in the ForEach closure is a constant, as with values; but it is a constant *reference*,
/// and the setter changes the object behind it, which is the caller's object too.
struct FlagRows: View {
    let flags: [FlagObject]

    var body: some View {
        ForEach(flags) { flag in
            Toggle(flag.name, isOn: Binding(get: { flag.isEnabled }, set: { flag.isEnabled = $0 }))
        }
    }
}
