// check: compiles
// The shapes SE-0293 allows: `$feature` as a closure parameter in ForEach and List, a row made from a
// binding (or a constant one, for a preview), and a list made from plain values.
import MiniUI

@testable import Exercise04_7

struct Settings: View {
    @State private var features = [Feature(name: "Wi-Fi", isEnabled: true)]

    var body: some View {
        List($features) { $feature in
            Toggle(feature.name, isOn: $feature.isEnabled)
        }
        ForEach($features) { $feature in
            FeatureRow(feature: $feature)
        }
        FeatureRow(feature: .constant(Feature(name: "Preview", isEnabled: true)))
        FeatureList(features: features)
    }
}
