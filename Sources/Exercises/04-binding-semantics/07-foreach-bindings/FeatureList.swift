// Goal: give every row of a ForEach a binding to its own element, `ForEach($features) { $feature in … }`,
// so that each row edits the list's array and keeps its identity when the array changes.
// Check it: swift run puzzles check 04.7
// Lesson: Lessons/04-binding-semantics/07-foreach-bindings/README.md

import MiniUI

/// A feature that can be switched on and off. A value: the list owns the array, and each row edits its
/// own element through a binding.
struct Feature: Identifiable {
    let name: String
    var isEnabled: Bool

    var id: String { name }
}

/// A list of feature switches, with a summary of what is on.
struct FeatureList: View {
    @State private var features: [Feature]

    init(features: [Feature]) {
        _features = State(initialValue: features)
    }

    var body: some View {
        Form {
            Text(summary)
            // TODO: This is where the article gave up: rows by index. The switches work, but each row is
            //       identified by its position, so when the array changes a row's own state (its pin) stays
            //       with the position and lands on another feature. Iterate the binding instead:
            //       `ForEach($features) { $feature in … }`, and hand the row `$feature`.
            ForEach(features.indices, id: \.self) { index in
                FeatureRow(feature: $features[index])
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
