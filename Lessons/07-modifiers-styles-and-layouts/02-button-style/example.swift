// The picture of this lesson (example.png): the kiosk's two stamp buttons, on the first screen, with a finger on
// "Check in", and after it is lifted. Pressing runs the style's body alone; lifting runs it again and the action,
// which re-renders the kiosk. `swift run puzzles dev pictures 07.2` draws it again.
import MiniUI

// shown: begin
struct StampStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(10)
            .border(Color.brown)
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
}
// shown: end

// shown: begin
extension ButtonStyle where Self == StampStyle {
    static var stamp: StampStyle { StampStyle() }
}
// shown: end

struct Kiosk: View {
    @State private var checkedIn = false

    var body: some View {
        VStack {
            Text(checkedIn ? "Seat 14C" : "Welcome")
            Button("Check in") { checkedIn = true }
            Button("Cancel booking", role: .destructive) { checkedIn = false }
        }
        .buttonStyle(.stamp)
    }
}

let host = ViewHost(Kiosk())
host.press("Check in")
host.release("Check in")
