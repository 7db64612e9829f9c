// SwiftUI's LocalizedStringKey interpolates a closed set of types: a Bool or an arbitrary value
// must be turned into a String first. (Through `Text("…")` Swift 6.3 falls back to Text's
// StringProtocol initializer instead; see MiniUI's README.)
import MiniUI

struct Chore {
    var isDone: Bool
    var tags: [String]
}

struct ChoreLabel: View {
    let chore: Chore
    // expected-error@+1 {{instance method 'appendInterpolation(_:formatter:)' requires that 'Bool' inherit from 'NSObject'}}
    let key: LocalizedStringKey = "Done: \(true)"
    // expected-error@+1 {{requires that '[String]' inherit from 'NSObject'}}
    let title: LocalizedStringKey = "Tagged \(["a"])"
    // A struct of our own is no better: Text("Chore: \(chore)") compiles only through Text's
    // StringProtocol fallback, never as a key.
    // expected-error@+1 {{requires that 'Chore'}}
    let named: LocalizedStringKey = "Chore \(Chore(isDone: true, tags: []))"

    var body: some View {
        VStack {
            Text(key)
            Text("Done: \(String(chore.isDone))")
            Text("Tags: \(chore.tags.joined(separator: ", "))")
            Text("Count: \(chore.tags.count)")
            Text("Price: \(3.5, specifier: "%.2f")")
        }
    }
}
