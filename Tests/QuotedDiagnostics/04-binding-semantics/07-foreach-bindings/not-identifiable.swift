// 04.7's lesson: iterating a binding to elements that are not Identifiable.
import MiniUI

struct Spice {
    var name: String
    var isInStock: Bool
}

struct Rack: View {
    @State private var spices = [Spice(name: "Cumin", isInStock: true)]
    var body: some View {
        // expected-error@+1 {{initializer 'init(_:content:)' requires that 'Spice' conform to 'Identifiable'}}
        ForEach($spices) { $spice in Toggle(spice.name, isOn: $spice.isInStock) }
    }
}
