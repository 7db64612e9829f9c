// 05.2's lesson: `@Environment(\.temperatureUnit)` before the `EnvironmentValues` property exists.
import MiniUI

struct Forecast: View {
    // expected-error@+3 {{cannot convert value of type 'KeyPath<Root, Value>' to expected argument type 'Value.Type'}}
    // expected-error@+2 {{generic parameter 'Value' could not be inferred}}
    // expected-error@+1 {{cannot infer key path type from context; consider explicitly specifying a root type}}
    @Environment(\.temperatureUnit) var unit
    var body: some View { Text("today") }
}
