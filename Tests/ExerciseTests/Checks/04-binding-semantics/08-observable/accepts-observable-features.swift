// check: compiles
// Feature is an @Observable class: it conforms to Observable, `@Bindable` and `Bindable(_:)` make bindings to
// its properties, and a view may own one with `@State`, the way SwiftUI owns @Observable models.
import MiniUI

@testable import Exercise04_8

struct FeatureEditor: View {
    @State private var feature = Feature(id: 9, name: "Draft", isEnabled: false)

    var body: some View {
        FeatureRow(feature: feature)
        Toggle("Enabled", isOn: Bindable(feature).isEnabled)
    }
}

func observables(_ feature: Feature) -> (any Observable, Binding<String>) {
    @Bindable var bindable = feature
    return (feature, $bindable.name)
}
