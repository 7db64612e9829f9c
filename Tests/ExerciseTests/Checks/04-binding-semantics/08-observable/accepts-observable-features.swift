// check: compiles
// Lamp is an @Observable class: it conforms to Observable, `@Bindable` and `Bindable(_:)` make bindings to
// its properties, and a view may own one with `@State`, the way SwiftUI owns @Observable models.
import MiniUI

@testable import Exercise04_8

struct LampEditor: View {
    @State private var lamp = Lamp(id: 9, name: "Draft", isLit: false)

    var body: some View {
        LampRow(lamp: lamp)
        Toggle("Lit", isOn: Bindable(lamp).isLit)
    }
}

@MainActor
func observables(_ lamp: Lamp) -> (any Observable, Binding<String>) {
    @Bindable var bindable = lamp
    return (lamp, $bindable.name)
}
