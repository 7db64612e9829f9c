// wrong: keeps the features as values in an ObservableObject store with one @Published array
// rejected-by: only-readers-re-render

import MiniUI

struct FeatureBoard: View {
    @StateObject private var store: FeatureStore

    init(features: [Feature]) {
        _store = StateObject(wrappedValue: FeatureStore(features: features))
    }

    var body: some View {
        EnabledCount(features: store.features)
        ForEach($store.features) { $feature in
            FeatureRow(feature: $feature)
        }
        Button("Switch Radio") { store.features[2].isEnabled.toggle() }
        Button("Rename Wi-Fi") { store.features[0].name = "WLAN" }
    }
}

struct EnabledCount: View {
    let features: [Feature]

    var body: some View {
        Text("\(features.filter(\.isEnabled).count) of \(features.count) enabled")
    }
}

struct FeatureRow: View {
    @Binding var feature: Feature

    var body: some View {
        Toggle(feature.name, isOn: $feature.isEnabled)
    }
}
