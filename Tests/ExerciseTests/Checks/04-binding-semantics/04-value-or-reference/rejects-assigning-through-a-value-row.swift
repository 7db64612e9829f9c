// check: rejects
// A ForEach element is a constant. For a struct, that constant is the whole value, so a setter that
// assigns to one of its properties is refused, in the article's words. And a Bool property is not a
// binding, value or reference: a Toggle needs a Binding<Bool>.
import MiniUI

@testable import Exercise04_4

struct ValueRows: View {
    let flags: [FlagValue]

    var body: some View {
        ForEach(flags) { flag in
            Toggle(
                flag.name,
                isOn: Binding(
                    get: { flag.isEnabled },
                    // expected-error@+1 {{cannot assign to property: 'flag' is a 'let' constant}}
                    set: { flag.isEnabled = $0 }
                ))
        }
    }
}

struct BareRows: View {
    let flags: [FlagObject]

    var body: some View {
        ForEach(flags) { flag in
            // expected-error@+1 {{cannot convert value of type 'Bool' to expected argument type 'Binding<Bool>'}}
            Toggle(isOn: flag.isEnabled) {
                Text(flag.name)
            }
        }
    }
}
