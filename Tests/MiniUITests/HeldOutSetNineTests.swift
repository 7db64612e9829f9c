import Foundation
import MiniUI
import Testing

private struct GreenhouseTabs: View {
    var body: some View {
        TabView {
            Tab("Seedlings", systemImage: "leaf") { Text("trays") }
                .badge(4)
            TabSection("Beds") {
                Tab("North", systemImage: "arrow.up") { Text("north bed") }
                Tab("South", systemImage: "arrow.down") { Text("south bed") }
                    .badge("Dry")
            }
        }
    }
}

private struct TrayLabels: View {
    @State private var title = "Tray 7"

    var body: some View {
        NavigationStack {
            VStack {
                Text("germinating").transition(.opacity)
                Text("hardening off").transition(.move(edge: .top).combined(with: .opacity))
                Text("potted on").transition(.blurReplace)
                Text("planted out").transition(.scale(0.5))
                ShareLink(items: ["Basil", "Chard"])
            }
            .navigationTitle($title)
        }
    }
}

@MainActor
struct HeldOutSetNineTests {
    @Test("a tab section's tabs sit among the others, and a tab's badge shows on its content")
    func tabSectionsAndBadges() {
        let host = ViewHost(GreenhouseTabs())
        #expect(host.screen.hasPrefix("TabView [tabs: \"Seedlings\", \"North\", \"South\"; selected: \"Seedlings\"]"))
        #expect(host.screen.contains(".badge(4)"))
        host.select("South", in: "TabView")
        #expect(host.screen.contains("south bed"))
        #expect(host.screen.contains(".badge(\"Dry\")"))
    }

    @Test("transitions show as written, an editable title shows what its binding reads, and items are shared")
    func transitionsTitlesAndSharing() {
        let host = ViewHost(TrayLabels())
        let screen = host.screen
        #expect(screen.contains(".transition(.opacity)"))
        #expect(screen.contains(".transition(.move(edge: .top).combined(with: .opacity))"))
        #expect(screen.contains(".transition(.blurReplace)"))
        #expect(screen.contains(".transition(.scale(0.5))"))
        #expect(screen.contains(".navigationTitle(\"Tray 7\")"))
        host.tap("Share")
        #expect(host.sharedItems == ["Basil", "Chard"])
    }

    @Test("transition phases have SwiftUI's values, and a stroked path keeps the path's elements")
    func phasesAndStrokedPaths() {
        #expect(TransitionPhase.willAppear.value == -1)
        #expect(TransitionPhase.identity.isIdentity)
        #expect(TransitionPhase.didDisappear.value == 1)
        var edge = Path()
        edge.addRect(CGRect(x: 0, y: 0, width: 10, height: 4))
        #expect(edge.strokedPath(StrokeStyle(lineWidth: 2)).boundingRect == edge.boundingRect)
    }
}
