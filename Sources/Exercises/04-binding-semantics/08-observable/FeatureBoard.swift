// Goal: make the feature class observable with @Observable, so that every view that reads a property it
// changes runs again, and only those views: the class version that does re-render.
// Check it: swift run puzzles check 04.8
// Lesson: Lessons/04-binding-semantics/08-observable/README.md

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
    // TODO: `@ObservedObject` works only with ObservableObject. For an @Observable class, a row that needs
    //       bindings to the object's properties holds it with `@Bindable`.
    @ObservedObject var feature: Feature

    var body: some View {
        Toggle(feature.name, isOn: $feature.isEnabled)
    }
}
