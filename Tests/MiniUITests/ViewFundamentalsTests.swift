import Testing

@testable import MiniUI

// View fundamentals the iOS 18 audit declared: a modifier made of two with `concat`, and the empty modifier.

private struct Framed: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(4)
    }
}

private struct Muted: ViewModifier {
    func body(content: Content) -> some View {
        content.opacity(0.5)
    }
}

private struct Joined: View {
    var body: some View {
        VStack {
            Text("joined").modifier(Framed().concat(Muted()))
            Text("chained").modifier(Framed()).modifier(Muted())
            Text("plain").modifier(EmptyModifier())
        }
    }
}

@MainActor
struct ViewFundamentalsTests {
    @Test("a concatenated modifier draws as its two modifiers applied in a row; the empty modifier draws nothing")
    func concatenatedAndEmptyModifiers() {
        let host = ViewHost(Joined())
        let lines = host.screen.split(separator: "\n").map(String.init)
        let joined = lines.first { $0.contains("joined") }
        let chained = lines.first { $0.contains("chained") }
        let plain = lines.first { $0.contains("plain") }
        #expect(joined != nil && chained != nil && plain != nil, "\(host.screen)")
        #expect(chained?.contains("opacity(0.5)") == true, "\(host.screen)")
        #expect(
            joined?.replacingOccurrences(of: "joined", with: "chained") == chained,
            "\(host.screen)")
        #expect(plain?.trimmingCharacters(in: .whitespaces) == "Text(\"plain\")", "\(host.screen)")
    }
}
