// 04.1's lesson: changing a stored property of the view from its body's button, three ways; a parent handing in a
// value for private state.
import MiniUI

struct LapTimer: View {
    var laps = 0
    mutating func recordLap() { laps += 1 }
    var body: some View {
        // expected-error@+1 {{cannot use mutating member on immutable value: 'self' is immutable}}
        Button("Lap") { recordLap() }
    }
}

struct TwoLapTimer: View {
    var laps = 0
    var body: some View {
        // expected-error@+1 {{left side of mutating operator isn't mutable: 'self' is immutable}}
        Button("Twice") { laps += 2 }
    }
}

struct ResettingTimer: View {
    var laps = 0
    var body: some View {
        Button("Reset") { laps = 0 }  // expected-error {{cannot assign to property: 'self' is immutable}}
    }
}

struct PrivateTimer: View {
    let runner: String
    @State private var laps = 0
    var body: some View { Text("\(runner): \(laps) laps") }
}

struct Track: View {
    var body: some View {
        PrivateTimer(runner: "Ada", laps: 10)  // expected-error {{extra argument 'laps' in call}}
    }
}
