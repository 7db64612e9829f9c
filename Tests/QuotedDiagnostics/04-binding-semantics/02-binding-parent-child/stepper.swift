// 04.2's lesson: a child's initializer storing the binding in the value, or assigning the parameter to itself; a
// binding handed to a child that takes a plain value, and a plain value to a child that takes a binding.
import MiniUI

struct Counter: View {
    @Binding var value: Int
    init(value: Binding<Int>) {
        self.value = value  // expected-error {{cannot assign value of type 'Binding<Int>' to type 'Int'}}
    }
    var body: some View { Text("\(value)") }
}

struct SelfAssigning: View {
    @Binding var value: Int
    init(value: Binding<Int>) {
        self._value = value
        value = value  // expected-error {{cannot assign to value: 'value' is a 'let' constant}}
    }
    var body: some View { Text("\(value)") }
}

struct Label: View {
    let points: Int
    var body: some View { Text("\(points)") }
}

struct Scoreboard: View {
    @State private var points = 0
    var body: some View {
        // expected-error@+1 {{cannot convert value '$points' of type 'Binding<Int>' to expected type 'Int', use wrapped value instead}}
        Label(points: $points)
    }
}

// A plain value, as a check hands one (a property wrapped in `@State` would get "…, use wrapper instead").
@MainActor
func makeCounter() {
    let points = 5
    // expected-error@+1 {{cannot convert value of type 'Int' to expected argument type 'Binding<Int>'}}
    _ = Counter(value: points)
}
