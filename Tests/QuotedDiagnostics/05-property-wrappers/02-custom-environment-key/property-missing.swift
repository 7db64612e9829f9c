// 05.2's lesson: `@Environment(\.temperatureUnit)` before the `EnvironmentValues` property exists: the compiler tries
// Environment's initializers for `@Observable` objects, which are MiniUI's, so the note is compared as printed.
// prints: note: candidate expects value of type 'Value.Type' for parameter #1 (got 'KeyPath<Root, Value>')
import MiniUI

struct Forecast: View {
    // expected-error@+2 {{no exact matches in call to initializer}}
    // expected-error@+1 {{cannot infer key path type from context; consider explicitly specifying a root type}}
    @Environment(\.temperatureUnit) var unit
    var body: some View { Text("today") }
}
