import Testing

@testable import MiniUI

// What the module on modifiers, styles and preferences relies on, each behaviour with its public source.

/// A style that says whether it is pressed, so that a test can read it on screen.
private struct PressedLook: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
    }
}

private struct Valves: View {
    @State private var opened = 0

    var body: some View {
        VStack {
            Text("opened \(opened)")
            Button("Open") { opened += 1 }
        }
        .buttonStyle(PressedLook())
    }
}

/// Sums what its rows report, as `TotalKey`.
private struct TotalKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Keeps every value in the order `reduce` received them.
private struct OrderKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

private struct Trays: View {
    @State private var heard: [String] = []
    @State private var showsLast = true

    var body: some View {
        VStack {
            Text("heard \(heard.joined(separator: " "))")
            VStack {
                HStack {
                    Text("a").preference(key: OrderKey.self, value: ["a"])
                    Text("b")
                    Text("c").preference(key: OrderKey.self, value: ["c1", "c2"])
                }
                if showsLast { Text("d").preference(key: OrderKey.self, value: ["d"]) }
            }
            .onPreferenceChange(OrderKey.self) { heard = $0 }
            Button("Hide d") { showsLast = false }
        }
    }
}

/// A summary that reports the total it shows, inside what is heard: the feedback loop of 07.3's lesson.
private struct Loop: View {
    @State private var total = 0

    var body: some View {
        VStack {
            Text("total \(total)").preference(key: TotalKey.self, value: total)
            Text("5").preference(key: TotalKey.self, value: 5)
        }
        .onPreferenceChange(TotalKey.self) { total = $0 }
    }
}

@MainActor
@Suite("Host: button styles pressed and released, preferences gathered")
struct StylesAndPreferencesTests {
    // Apple's documentation of ButtonStyleConfiguration.isPressed: "A Boolean that indicates whether the user is
    // currently pressing the button." The action runs when the press ends, as a tap's does.
    @Test("a press draws the style pressed and runs only the style's body; the release runs the action")
    func pressAndRelease() {
        let host = ViewHost(Valves())
        _ = host.takeRenderLog()
        host.press("Open")
        #expect(host.screen.contains("Text(\"Open\").opacity(0.5)"))
        #expect(host.texts.first == "opened 0", "the action waits for the release")
        #expect(host.takeRenderLog() == ["PressedLook"])
        host.release("Open")
        #expect(host.screen.contains("Text(\"Open\").opacity(1)"))
        #expect(host.texts.first == "opened 1")
    }

    // Apple's documentation of PreferenceKey.reduce(value:nextValue:): "This method receives its values in
    // view-tree order." And of defaultValue: "Views that have no explicit value for the key produce this default
    // value."
    @Test("onPreferenceChange hears the values below it reduced in view-tree order, and the default when none is left")
    func reducedInTreeOrder() {
        let host = ViewHost(Trays())
        #expect(host.texts.first == "heard a c1 c2 d")
        host.tap("Hide d")
        #expect(host.texts.first == "heard a c1 c2")
        #expect(host.warnings.isEmpty)
    }

    // SwiftUI's console message when a preference changes again within one update: observed, not documented. It is
    // widely quoted for preferences that feed back into the views producing them, and SwiftUI words its sibling for
    // onChange the same way ("onChange(of: Double) action tried to update multiple times per frame.",
    // https://github.com/ceammc/SwiftRNBO/issues/8).
    @Test("a preference that changes again in the same update raises SwiftUI's warning, and acts once an update")
    func feedbackWarns() {
        let host = ViewHost(Loop())
        let warning = "Bound preference TotalKey tried to update multiple times per frame."
        #expect(host.warnings == [warning], "the first update acted on 5, then heard 10")
        #expect(host.texts.first == "total 10", "the next update acts on 10, and hears 15")
        #expect(host.warnings == [warning, warning])
        #expect(host.texts.first == "total 15")
    }
}
