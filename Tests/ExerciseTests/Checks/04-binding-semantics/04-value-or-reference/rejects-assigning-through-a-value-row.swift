// check: rejects
// A ForEach element is a constant. For a struct, that constant is the whole value, so a setter that
// assigns to one of its properties is refused. And a Bool property is not a binding, value or reference:
// a Toggle needs a Binding<Bool>.
import MiniUI

@testable import Exercise04_4

struct ValueRows: View {
    let gear: [GearValue]

    var body: some View {
        ForEach(gear) { item in
            Toggle(
                item.label,
                isOn: Binding(
                    get: { item.isPacked },
                    // expected-error@+1 {{cannot assign to property: 'item' is a 'let' constant}}
                    set: { item.isPacked = $0 }
                ))
        }
    }
}

struct BareRows: View {
    let gear: [GearObject]

    var body: some View {
        ForEach(gear) { item in
            // expected-error@+1 {{cannot convert value of type 'Bool' to expected argument type 'Binding<Bool>'}}
            Toggle(isOn: item.isPacked) {
                Text(item.label)
            }
        }
    }
}
