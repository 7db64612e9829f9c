// check: rejects
// A row edits a feature that lives in someone else's array, so it takes a binding to it: a plain Feature
// value, a copy, is refused.
import MiniUI

@testable import Exercise04_7

@MainActor
func makeRows() {
    let feature = Feature(name: "Wi-Fi", isEnabled: true)
    // expected-error@+1 {{cannot convert value of type 'Feature' to expected argument type 'Binding<Feature>'}}
    _ = FeatureRow(feature: feature)
}
