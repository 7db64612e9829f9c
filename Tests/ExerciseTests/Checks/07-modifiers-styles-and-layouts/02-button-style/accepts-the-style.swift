// check: compiles
// The style is a `ButtonStyle`: it is set with `.buttonStyle(WateringButtonStyle())`, or as `.buttonStyle(.watering)`
// like SwiftUI's own styles, on one button or on a whole stack; and it draws any button, whatever its label.
import MiniUI

@testable import Exercise07_2

struct Greenhouse: View {
    var body: some View {
        VStack {
            Button("Water the seedlings") {}
            Button {
            } label: {
                Label("Mist", systemImage: "cloud.drizzle")
            }
            Button("Drain", role: .destructive) {}.buttonStyle(WateringButtonStyle())
        }
        .buttonStyle(.watering)
    }
}

@MainActor
func useTheStyle() {
    let style: some ButtonStyle = .watering
    let one = Button("Water bed 5") {}.buttonStyle(.watering)
    _ = (style, one, Greenhouse())
}
