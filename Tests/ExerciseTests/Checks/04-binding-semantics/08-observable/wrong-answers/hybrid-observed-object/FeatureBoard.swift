// wrong: adds @Observable but keeps the ObservableObject conformance, so that @ObservedObject still compiles
// rejected-by: rejects-observed-object-for-an-observable

import MiniUI

/// A board of feature switches, with a count of what is on, and two buttons that change features
/// directly (the article's "SWITCH" button, which never re-rendered anything with a plain class).
struct FeatureBoard: View {
    let features: [Feature]

    var body: some View {
        EnabledCount(features: features)
        ForEach(features) { feature in
            FeatureRow(feature: feature)
        }
        Button("Switch Radio") { features[2].isEnabled.toggle() }
        Button("Rename Wi-Fi") { features[0].name = "WLAN" }
    }
}

/// How many features are on. It reads every feature's `isEnabled` and nothing else.
struct EnabledCount: View {
    let features: [Feature]

    var body: some View {
        Text("\(features.filter(\.isEnabled).count) of \(features.count) enabled")
    }
}

/// One switch.
struct FeatureRow: View {
    @ObservedObject var feature: Feature

    var body: some View {
        Toggle(feature.name, isOn: $feature.isEnabled)
    }
}
