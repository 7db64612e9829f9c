// A glassblowing studio's kiln schedule and its previews: iOS 18's preview modifiers (a shared context made
// once, applied by the `.modifier` trait, composed with other traits), `#Preview` with a name, traits and a
// previewable state, and the older preview provider with its layout, device, orientation and platform.
import MiniUI

@Observable
final class KilnSchedule {
    var firings: [String] = []
    init(firings: [String] = []) { self.firings = firings }
}

struct KilnScheduleView: View {
    @Environment(KilnSchedule.self) private var schedule
    var highlighted: String?

    var body: some View {
        List(schedule.firings, id: \.self) { firing in
            Text(firing).bold(firing == highlighted)
        }
        .navigationTitle("Kiln")
    }
}

struct SampleFirings: PreviewModifier {
    static func makeSharedContext() async throws -> KilnSchedule {
        KilnSchedule(firings: ["Annealing 480 °C", "Garage 510 °C"])
    }

    func body(content: Content, context: KilnSchedule) -> some View {
        content.environment(context)
    }
}

struct NightShift: PreviewModifier {
    static func makeSharedContext() throws {}

    func body(content: Content, context: Void) -> some View {
        content
            .preferredColorScheme(.dark)
            .environment(\.dynamicTypeSize, .xLarge)
    }
}

#Preview(traits: .modifier(SampleFirings())) {
    NavigationStack { KilnScheduleView() }
}

#Preview("Night shift", traits: .modifier(SampleFirings()), .modifier(NightShift()), .sizeThatFitsLayout) {
    @Previewable @State var highlighted: String? = "Garage 510 °C"
    KilnScheduleView(highlighted: highlighted)
}

struct KilnScheduleView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            KilnScheduleView()
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Fits")
            KilnScheduleView()
                .previewDevice(PreviewDevice(rawValue: "iPad Pro (11-inch)"))
                .previewInterfaceOrientation(.landscapeLeft)
            KilnScheduleView(highlighted: "Annealing 480 °C")
                .previewDevice("iPhone 16")
                .previewLayout(.fixed(width: 390, height: 300))
        }
        .environment(KilnSchedule(firings: ["Annealing 480 °C"]))
    }

    static var platform: PreviewPlatform? { .iOS }
}
