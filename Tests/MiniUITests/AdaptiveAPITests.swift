import Foundation
import MiniUI
import Testing

private struct Stack3: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

private struct Adaptive: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @ScaledMetric(relativeTo: .body) private var badge = 24.0
    @State private var showsNotes = false

    var body: some View {
        let layout = sizeClass == .compact ? AnyLayout(VStackLayout(spacing: 4)) : AnyLayout(HStackLayout())
        layout {
            Text("Badge \(Int(badge))")
        }
        Stack3 {
            Text("One")
            Text("Two")
        }
        Text("Fading").scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.2) }
        PhaseAnimator(["first", "second"]) { phase in Text("Phase \(phase)") }
        Text("Bell").phaseAnimator([0.5, 1.0]) { content, scale in content.scaleEffect(scale) }
        Button("Notes") { showsNotes.toggle() }
            .inspector(isPresented: $showsNotes) { Text("Inspector notes") }
    }
}

@MainActor
@Suite("Adaptive SwiftUI: layouts, scaled metrics, transitions, phase animators, inspectors")
struct AdaptiveAPITests {
    @Test("a layout used as a view lists its subviews, named as written or by its type")
    func layouts() {
        let screen = ViewHost(Adaptive()).screen
        #expect(screen.contains("AnyLayout(VStackLayout(spacing: 4))"))
        #expect(screen.contains("Stack3"))
        #expect(screen.contains("Text(\"Two\")"))
    }

    @Test("a scaled metric is the value given at Dynamic Type .large")
    func scaledMetric() {
        #expect(ViewHost(Adaptive()).texts.contains("Badge 24"))
    }

    @Test("a scroll transition shows its identity phase; phase animators show their first phase")
    func transitionsAndPhases() {
        let host = ViewHost(Adaptive())
        #expect(host.screen.contains(".scrollTransition { opacity(1) }"))
        #expect(host.texts.contains("Phase first"))
        #expect(!host.texts.contains("Phase second"))
        #expect(host.screen.contains("Text(\"Bell\").scaleEffect(0.5)"))
    }

    @Test("an inspector shows its content while presented")
    func inspector() {
        let host = ViewHost(Adaptive())
        #expect(!host.texts.contains("Inspector notes"))
        host.tap("Notes")
        #expect(host.texts.contains("Inspector notes"))
        host.tap("Notes")
        #expect(!host.texts.contains("Inspector notes"))
    }

    @Test("the environment is an iPhone's at default settings")
    func environment() {
        let environment = EnvironmentValues()
        #expect(environment.displayScale == 3)
        #expect(environment.horizontalSizeClass == .compact)
        #expect(environment.verticalSizeClass == .regular)
        #expect(environment.legibilityWeight == .regular)
        #expect(environment.pixelLength == 1.0 / 3)
        #expect(environment.layoutDirection == .leftToRight)
        #expect(!environment.accessibilityReduceMotion)
    }

    @Test("a scroll position changes when code scrolls it")
    func scrollPosition() {
        var position = ScrollPosition(edge: .top)
        #expect(position.edge == .top)
        position.scrollTo(id: 7)
        #expect(position.viewID(type: Int.self) == 7)
        #expect(position.edge == nil)
    }
}

private struct Tag: Identifiable {
    let id: String
}

private struct Restorable: View {
    @SceneStorage("count") private var count = 0
    @GestureState private var pressing = false
    @State private var query = ""
    @State private var tags = [Tag(id: "brakes")]

    var body: some View {
        Button("Add") { count += 1 }
        Text("Count \(count), pressing \(pressing)")
        GeometryReader { proxy in
            Text("Width \(Int(proxy.frame(in: .named("card")).width))")
        }
        .searchable(text: $query, tokens: $tags) { tag in Text("Token \(tag.id)") }
    }
}

@MainActor
@Suite("Scenes, gestures, coordinate spaces and search tokens")
struct SceneAndGestureTests {
    @Test("scene storage keeps its value with the view, as state; gesture state keeps its initial value")
    func sceneStorage() {
        let host = ViewHost(Restorable())
        #expect(host.texts.contains("Count 0, pressing false"))
        host.tap("Add")
        #expect(host.texts.contains("Count 1, pressing false"))
    }

    @Test("a geometry proxy's frame is the screen in any coordinate space; search tokens are listed")
    func frameAndTokens() {
        let host = ViewHost(Restorable())
        #expect(host.texts.contains("Width 393"))
        #expect(host.texts.contains("Token brakes"))
    }
}

private struct PartsError: LocalizedError {
    var errorDescription: String? { "Parts missing" }
}

private struct OlderPresentations: View {
    @State private var failing = false
    @State private var sheetShown = false
    @State private var log: [String] = []
    @Environment(\.openURL) private var openURL

    var body: some View {
        Button("Order") { failing = true }
        Button("Options") { sheetShown = true }
        Button("Help") { openURL(URL(string: "https://example.org/help")!) }
        Text("Log: \(log.joined(separator: ", "))")
            .alert(isPresented: $failing, error: PartsError()) {
                Button("OK") { log.append("ok") }
            }
            .actionSheet(isPresented: $sheetShown) {
                ActionSheet(title: Text("Options"), buttons: [.default(Text("Reorder")) { log.append("reorder") }])
            }
    }
}

private struct HandledLinks: View {
    @State private var opened: [String] = []

    var body: some View {
        OlderPresentations()
            .environment(
                \.openURL,
                OpenURLAction { url in
                    opened.append(url.absoluteString)
                    return .handled
                })
        Text("Opened: \(opened.joined())")
    }
}

@MainActor
@Suite("Older presentations and URL handlers")
struct OlderPresentationTests {
    @Test("an error alert takes the error's description as its title; its action runs and dismisses")
    func errorAlert() {
        let host = ViewHost(OlderPresentations())
        host.tap("Order")
        #expect(host.screen.contains("alert(\"Parts missing\")"))
        host.tap("OK")
        #expect(host.texts.contains("Log: ok"))
        #expect(!host.screen.contains("Parts missing"))
    }

    @Test("an action sheet presents its buttons; a button runs its action and dismisses it")
    func actionSheet() {
        let host = ViewHost(OlderPresentations())
        host.tap("Options")
        #expect(host.screen.contains("actionSheet(\"Options\")"))
        host.tap("Reorder")
        #expect(host.texts.contains("Log: reorder"))
        #expect(!host.screen.contains("actionSheet("))
    }

    @Test("an open URL action made with a handler runs it")
    func openURLHandler() {
        let host = ViewHost(HandledLinks())
        host.tap("Help")
        #expect(host.texts.contains("Opened: https://example.org/help"))
    }
}

private struct Ringing: View {
    var body: some View {
        Text("Ring")
            .keyframeAnimator(initialValue: 0.75, trigger: 1) { content, scale in
                content.scaleEffect(scale)
            } keyframes: { _ in
                LinearKeyframe(1.5, duration: 0.2)
            }
    }
}

@MainActor
@Suite("Keyframe animation and animatable data")
struct KeyframeTests {
    @Test("a keyframe animator shows its content at the initial value")
    func initialValue() {
        #expect(ViewHost(Ringing()).screen.contains("Text(\"Ring\").scaleEffect(0.75)"))
    }

    @Test("vector arithmetic interpolates, and an animatable pair scales both values")
    func vectorArithmetic() {
        #expect(2.0.interpolated(towards: 4, amount: 0.5) == 3)
        var pair = AnimatablePair(2.0, 10.0)
        pair.scale(by: 0.5)
        #expect(pair.first == 1 && pair.second == 5)
        #expect(AnimatablePair(3.0, 4.0).magnitudeSquared == 25)
    }
}

private struct OlderLinks: View {
    @State private var showsCart = false
    @State private var openedBay: Int?

    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: Text("Cart screen"), isActive: $showsCart) { Text("Cart") }
                NavigationLink("Bay 2", destination: Text("Bay 2 screen"), tag: 2, selection: $openedBay)
                Button("Open cart from code") { showsCart = true }
                Text("Bay: \(openedBay.map(String.init) ?? "none")")
            }
        }
    }
}

@MainActor
@Suite("Older navigation links: isActive and tag/selection")
struct OlderNavigationLinkTests {
    @Test("an isActive link pushes while its binding is true: tapped, or set by code; dismissing clears it")
    func isActive() {
        let host = ViewHost(OlderLinks())
        host.tap("Cart")
        #expect(host.texts.contains("Cart screen"))
        host.dismiss()
        #expect(!host.texts.contains("Cart screen"))
        host.tap("Open cart from code")
        #expect(host.texts.contains("Cart screen"))
    }

    @Test("a tag/selection link pushes when the selection equals its tag, and sets it when tapped")
    func tagSelection() {
        let host = ViewHost(OlderLinks())
        host.tap("Bay 2")
        #expect(host.texts.contains("Bay 2 screen"))
        host.dismiss()
        #expect(host.texts.contains("Bay: none"))
    }
}

private struct Errand: Identifiable {
    let id: Int
    var title: String
}

private struct ErrandList: View {
    @State private var errands = [Errand(id: 1, title: "Oil chain"), Errand(id: 2, title: "Pump tyres")]

    var body: some View {
        List($errands, editActions: .all) { $errand in
            Text(errand.title)
        }
        Text("Errands: \(errands.map(\.title).joined(separator: ", "))")
    }
}

@MainActor
@Suite("Edit actions on bound collections")
struct EditActionsTests {
    @Test("a list with edit actions deletes and moves rows in the bound collection")
    func deleteAndMove() {
        let host = ViewHost(ErrandList())
        host.move(row: "Pump tyres", to: 0)
        #expect(host.texts.contains("Errands: Pump tyres, Oil chain"))
        host.delete(row: "Oil chain")
        #expect(host.texts.contains("Errands: Pump tyres"))
    }
}

private struct Pin: Identifiable, Hashable {
    var id: String { name }
    var name: String
    var isPinned = false
}

private struct PinnedTokens: View {
    @State private var query = ""
    @State private var pins = [Pin(name: "Squash"), Pin(name: "Tomato")]

    var body: some View {
        Text("Pinned: \(pins.filter(\.isPinned).map(\.name).joined(separator: ", "))")
            .searchable(text: $query, editableTokens: $pins) { $pin in
                Toggle(pin.name, isOn: $pin.isPinned)
            }
    }
}

@MainActor
@Suite("Search audited against iOS 18's documentation")
struct AuditedSearchTests {
    @Test("an editable token's binding writes back into the token collection")
    func editableTokens() {
        let host = ViewHost(PinnedTokens())
        host.toggle("Tomato")
        #expect(host.texts.contains("Pinned: Tomato"))
        #expect(host.bindingValue(ofToggle: "Tomato") == true)
        #expect(host.bindingValue(ofToggle: "Squash") == false)
    }
}
