import Foundation
import MiniUI
import Testing

extension EnvironmentValues {
    @Entry fileprivate var lensCount: Int = 2
}

extension ContainerValues {
    @Entry fileprivate var isPinnedTarget: Bool = false
}

private struct LensReadout: View {
    @Environment(\.lensCount) private var lensCount
    @Environment(\.redactionReasons) private var redactionReasons
    @Environment(\.truncationMode) private var truncationMode

    var body: some View {
        Text("Lenses: \(lensCount)")
        Text(redactionReasons.contains(.privacy) ? "Private" : "Public")
        Text(truncationMode == .tail ? "Tail" : "Other")
    }
}

private struct LensBench: View {
    var body: some View {
        VStack {
            LensReadout()
            LensReadout()
                .transformEnvironment(\.lensCount) { $0 += 3 }
                .environment(\.redactionReasons, .privacy)
                .containerValue(\.isPinnedTarget, true)
        }
    }
}

@MainActor
@Suite("Environment audited against iOS 18's documentation")
struct AuditedEnvironmentTests {
    @Test("a transformed value reaches the views inside, new values read their defaults, a container value annotates")
    func transformedAndDefaultValues() {
        let host = ViewHost(LensBench())
        #expect(host.texts == ["Lenses: 2", "Public", "Tail", "Lenses: 5", "Private", "Tail"])
        #expect(host.screen.contains(".containerValue"))
        var values = EnvironmentValues()
        #expect(values.backgroundProminence == .standard)
        #expect(values.minimumScaleFactor == 1)
        #expect(values.keyboardShortcut == nil)
        #expect(values.menuOrder == .automatic && values.buttonRepeatBehavior == .automatic)
        #expect(values.textSelectionAffinity == .automatic && !values.autocorrectionDisabled)
        values.textCase = .uppercase
        #expect(values.textCase == .uppercase)
    }
}
