// 07.2's lesson: `stamp` declared on the style's own type, then written with a leading dot.
import MiniUI

struct StampStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(10)
            .border(Color.brown)
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
}

extension StampStyle {
    static var stamp: StampStyle { StampStyle() }
}

struct Kiosk: View {
    var body: some View {
        VStack {
            Button("Check in") {}
            Button("Cancel booking", role: .destructive) {}
        }
        // expected-error@+1 {{reference to member 'stamp' cannot be resolved without a contextual type}}
        .buttonStyle(.stamp)
    }
}
