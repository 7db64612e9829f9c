// 07.3's lesson: a preference whose value is not `Equatable`, heard with `onPreferenceChange`.
// prints: note: requirement from conditional conformance of '[Step]' to 'Equatable'
import MiniUI

struct Step {
    var text: String
    var minutes: Int
}

struct StepsKey: PreferenceKey {
    static let defaultValue: [Step] = []

    static func reduce(value: inout [Step], nextValue: () -> [Step]) {
        value += nextValue()
    }
}

struct Recipe: View {
    @State private var steps: [Step] = []

    var body: some View {
        VStack {
            Text("Whisk").preference(key: StepsKey.self, value: [Step(text: "Whisk", minutes: 2)])
        }
        // expected-error@+1 {{referencing instance method 'onPreferenceChange(_:perform:)' on 'Array' requires that 'Step' conform to 'Equatable'}}
        .onPreferenceChange(StepsKey.self) { steps = $0 }
    }
}
