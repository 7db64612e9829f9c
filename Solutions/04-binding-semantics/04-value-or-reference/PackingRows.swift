import MiniUI

/// A packing list: a switch for each piece of gear it is given, labelled with the gear's label.
///
/// Each `item` in the ForEach closure is a constant, as with values; but it is a constant *reference*, and
/// the setter changes the object behind it, which is the caller's object too.
struct PackingRows: View {
    let gear: [GearObject]

    var body: some View {
        ForEach(gear) { item in
            Toggle(
                item.label,
                isOn: Binding(
                    get: { item.isPacked },
                    set: { item.isPacked = $0 }
                ))
        }
    }
}
