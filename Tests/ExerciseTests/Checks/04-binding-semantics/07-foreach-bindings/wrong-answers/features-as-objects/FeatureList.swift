// wrong: makes Feature a class and keeps `ForEach($features)`
// rejected-by: every-row-edits-the-source-of-truth
// It compiles, and each switch writes to its object; but the array still holds the same references, so
// the state does not change, nothing runs again, and the switches and the summary stay as they were.

import MiniUI

/// A feature that can be switched on and off. A value: the list owns the array, and each row edits its
/// own element through a binding.
final class Feature: Identifiable {
    let name: String
    var isEnabled: Bool

    init(name: String, isEnabled: Bool) {
        self.name = name
        self.isEnabled = isEnabled
    }

    var id: String { name }
}

/// A list of feature switches, with a summary of what is on.
///
/// `ForEach($features)` iterates the binding to the array: a `Binding<[Feature]>` is itself a collection
/// of `Binding<Feature>`, one per element, and each row is identified by its feature's id, not by its
/// position. The closure's parameter is written `$feature` (SE-0293), which gives the row both names:
/// `$feature`, the binding, and `feature`, the value it reads.
struct FeatureList: View {
    @State private var features: [Feature]

    init(features: [Feature]) {
        _features = State(initialValue: features)
    }

    var body: some View {
        Form {
            Text(summary)
            ForEach($features) { $feature in
                FeatureRow(feature: $feature)
            }
            Button("Remove first") { features.removeFirst() }
        }
    }

    private var summary: String {
        let names = features.filter(\.isEnabled).map(\.name)
        return names.isEmpty ? "Nothing enabled" : "Enabled: " + names.joined(separator: ", ")
    }
}

/// One switch, editing a feature that belongs to whoever made the row, and a pin that belongs to the row
/// itself: its own state, kept by the host for as long as the row keeps its identity.
struct FeatureRow: View {
    @Binding var feature: Feature
    @State private var isPinned = false

    var body: some View {
        Toggle(feature.name, isOn: $feature.isEnabled)
        Button(isPinned ? "Unpin \(feature.name)" : "Pin \(feature.name)") { isPinned.toggle() }
    }
}
