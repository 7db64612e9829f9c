// check: rejects
// The key path fixes the type: `\.temperatureUnit` leads to a `TemperatureUnit`, so a property declared
// with another type, or a value of another type, is refused where it is written.
import MiniUI

@testable import Exercise05_2

struct Mislabelled: View {
    // expected-error@+2 {{cannot convert value of type 'KeyPath<EnvironmentValues, TemperatureUnit>' to expected}}
    // expected-note@+1 {{arguments to generic parameter 'Value' ('TemperatureUnit' and 'String') are expected to be equal}}
    @Environment(\.temperatureUnit) private var unit: String

    var body: some View {
        Text(unit)
    }
}

struct SpelledOut: View {
    var body: some View {
        // expected-error@+1 {{cannot convert value of type 'String' to expected argument type 'TemperatureUnit'}}
        TemperatureLabel(city: "Lima", celsius: 30).environment(\.temperatureUnit, "fahrenheit")
    }
}
