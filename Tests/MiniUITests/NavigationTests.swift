import MiniUI
import Testing

private struct Trail: Identifiable, Hashable {
    let id: Int
    let name: String
    let lengthKm: Int
}

private let trails = [Trail(id: 1, name: "Ridge Loop", lengthKm: 12), Trail(id: 2, name: "Lake Path", lengthKm: 5)]

private struct TrailDetail: View {
    let trail: Trail
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("\(trail.lengthKm) km")
            Button("Close") { dismiss() }
        }
        .navigationTitle(trail.name)
    }
}

private struct TrailBrowser: View {
    @State private var path: [Trail] = []

    var body: some View {
        NavigationStack(path: $path) {
            List(trails) { trail in
                NavigationLink(trail.name, value: trail)
            }
            .navigationTitle("Trails")
            .navigationDestination(for: Trail.self) { TrailDetail(trail: $0) }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Random") { path.append(trails[1]) }
                }
            }
        }
    }
}

private struct SelfManagedStack: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("About") { Text("Made with care") }
                NavigationLink("Unrouted", value: 42)
            }
        }
    }
}

@MainActor
@Suite("Navigation")
struct NavigationTests {
    @Test("a value link pushes the destination registered for its type; dismiss pops it")
    func valueLinks() {
        let host = ViewHost(TrailBrowser())
        #expect(host.texts.contains("Ridge Loop"))
        host.tap("Ridge Loop")
        #expect(host.texts == ["12 km", "Close"])
        #expect(host.screen.contains(".navigationTitle(\"Ridge Loop\")"))
        host.tap("Close")
        #expect(host.texts.contains("Lake Path"))
    }

    @Test("the path binding is the stack's state: appending to it pushes, the host goes back")
    func pathBinding() {
        let host = ViewHost(TrailBrowser())
        host.tap("Random")
        #expect(host.texts.first == "5 km")
        host.goBack()
        #expect(host.screen.contains("ToolbarItem(placement: .topBarTrailing)"))
    }

    @Test("a stack without a path keeps its own; a value with no destination is SwiftUI's warning")
    func selfManaged() {
        let host = ViewHost(SelfManagedStack())
        host.tap("About")
        #expect(host.texts == ["Made with care"])
        host.goBack()
        host.tap("Unrouted")
        #expect(host.warnings.contains { $0.contains("no matching navigationDestination") })
    }
}

private struct Shell: View {
    var body: some View {
        TabView {
            Text("Inbox body").tabItem { Label("Inbox", systemImage: "tray") }
            Text("Settings body").tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

@MainActor
@Suite("Tabs")
struct TabTests {
    @Test("a tab view shows its selected tab; the host switches tabs by their item's title")
    func tabs() {
        let host = ViewHost(Shell())
        #expect(host.screen.hasPrefix("TabView [tabs: \"Inbox\", \"Settings\"; selected: \"Inbox\"]"))
        #expect(host.texts.contains("Inbox body") && !host.texts.contains("Settings body"))
        host.select("Settings", in: "TabView")
        #expect(host.texts.contains("Settings body") && !host.texts.contains("Inbox body"))
    }
}

/// What the views of ``AppearanceShell`` heard, in order.
@MainActor
private final class AppearanceLog {
    var events: [String] = []
}

private struct CountedScreen: View {
    let name: String
    let log: AppearanceLog
    @State private var taps = 0

    var body: some View {
        Button("\(name) taps: \(taps)") { taps += 1 }
            .onAppear { log.events.append("\(name) appears") }
            .onDisappear { log.events.append("\(name) disappears") }
    }
}

private struct AppearanceShell: View {
    let log: AppearanceLog

    var body: some View {
        TabView {
            NavigationStack {
                VStack {
                    CountedScreen(name: "Home", log: log)
                    NavigationLink("More") { CountedScreen(name: "More", log: log) }
                }
            }
            .tabItem { Text("Home") }
            CountedScreen(name: "Other", log: log).tabItem { Text("Other") }
        }
    }
}

@MainActor
@Suite("Appearing on screen")
struct AppearanceTests {
    @Test(
        "onAppear and onDisappear follow the screen: a tab each time it is selected or left, a stack's root when a screen covers it and when it comes back; state is kept throughout"
    )
    func appearance() {
        let log = AppearanceLog()
        let host = ViewHost(AppearanceShell(log: log))
        // What one action made appear and disappear; the order between the two is not claimed.
        func heard(_ action: () -> Void) -> Set<String> {
            log.events = []
            action()
            return Set(log.events)
        }
        #expect(log.events == ["Home appears"])
        host.tap("Home taps: 0")
        #expect(heard { host.select("Other", in: "TabView") } == ["Home disappears", "Other appears"])
        #expect(heard { host.select("Home", in: "TabView") } == ["Other disappears", "Home appears"])
        #expect(host.texts.contains("Home taps: 1"))
        #expect(heard { host.tap("More") } == ["Home disappears", "More appears"])
        #expect(heard { host.goBack() } == ["More disappears", "Home appears"])
        #expect(host.texts.contains("Home taps: 1"))
    }
}

@MainActor
@Suite("Navigation at the root")
struct RootStackTests {
    @Test("a stack mounted directly in the host pushes and pops")
    func rootStack() {
        let host = ViewHost(
            NavigationStack {
                List {
                    NavigationLink("Details") { Text("Inner") }
                    NavigationLink("Seven", value: 7)
                }
                .navigationDestination(for: Int.self) { Text("Number \($0)") }
            })
        host.tap("Details")
        #expect(host.texts == ["Inner"])
        host.goBack()
        host.tap("Seven")
        #expect(host.texts == ["Number 7"])
        host.dismiss()
        #expect(host.texts == ["Details", "Seven"])
    }
}

private struct ItemPusher: View {
    @State private var opened: String?

    var body: some View {
        NavigationStack {
            VStack {
                Button("Open notes") { opened = "notes" }
            }
            .navigationDestination(item: $opened) { name in Text("Page \(name)") }
        }
    }
}

@MainActor
@Suite("Navigation by item")
struct NavigationItemTests {
    @Test("navigationDestination(item:) pushes while the item is set; going back clears it")
    func item() {
        let host = ViewHost(ItemPusher())
        host.tap("Open notes")
        #expect(host.texts == ["Page notes"])
        host.goBack()
        #expect(host.texts == ["Open notes"])
    }
}

private enum Pane: Hashable {
    case home, settings
}

private struct ModernShell: View {
    @State private var pane = Pane.home

    var body: some View {
        TabView(selection: $pane) {
            Tab("Home", systemImage: "house", value: .home) { Text("home body") }
            Tab("Settings", systemImage: "gear", value: Pane.settings) { Text("settings body") }
        }
    }
}

private struct PlainTabs: View {
    var body: some View {
        TabView {
            Tab("One", systemImage: "1.circle") { Text("first") }
            Tab("Two", systemImage: "2.circle") { Text("second") }
        }
    }
}

@MainActor
@Suite("Tabs, the iOS 18 way")
struct ModernTabTests {
    @Test("Tab values select through the binding; tabs without values select by position")
    func tabs() {
        let host = ViewHost(ModernShell())
        #expect(host.screen.hasPrefix("TabView [tabs: \"Home\", \"Settings\"; selected: \"Home\"]"))
        host.select("Settings", in: "TabView")
        #expect(host.texts == ["settings body"])
        let plain = ViewHost(PlainTabs())
        plain.select("Two", in: "TabView")
        #expect(plain.texts == ["second"])
    }
}

private enum Bay: String, Hashable, Identifiable {
    case dry, wet, cold
    var id: String { rawValue }
}

private struct BayTabs: View {
    @State private var bay = Bay.dry
    let showsCold: Bool

    var body: some View {
        TabView(selection: $bay) {
            Tab(value: Bay.dry) {
                Text("dry goods")
            } label: {
                Label("Dry", systemImage: "shippingbox")
            }
            .customizationID("bay.dry")
            ForEach([Bay.wet]) { bay in
                Tab("Wet", systemImage: "drop", value: bay) { Text("wet goods") }
            }
            if showsCold {
                Tab("Cold", systemImage: "snowflake", value: Bay.cold) { Text("cold goods") }
            }
        }
    }
}

private struct Crate: Hashable, Codable {
    var label: String
}

@MainActor
@Suite("Tabs and paths audited against iOS 18's documentation")
struct AuditedNavigationTests {
    @Test("a tab with a label takes its title from the label; ForEach and if build tabs; modifiers annotate")
    func tabForms() {
        let host = ViewHost(BayTabs(showsCold: false))
        #expect(host.screen.hasPrefix("TabView [tabs: \"Dry\", \"Wet\"; selected: \"Dry\"]"))
        #expect(host.screen.contains(".customizationID(\"bay.dry\")"))
        let cold = ViewHost(BayTabs(showsCold: true))
        cold.select("Cold", in: "TabView")
        #expect(cold.texts == ["cold goods"])
    }

    @Test("a navigation path of codable values round-trips through its codable representation")
    func codablePath() throws {
        var path = NavigationPath()
        path.append(Crate(label: "figs"))
        path.append(7)
        let codable = try #require(path.codable)
        let data = try JSONEncoder().encode(codable)
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        let restored = NavigationPath(decoded)
        #expect(restored == path)
        struct Plain: Hashable {}
        path.append(Plain())
        #expect(path.codable == nil)
    }
}

private struct CustomizableCounter: View {
    @State private var loaves = 0

    var body: some View {
        Text("Loaves: \(loaves)")
            .toolbar(id: "counter") {
                ToolbarItem(id: "add", placement: .topBarTrailing) {
                    Button("Add loaf") { loaves += 1 }
                }
                .customizationBehavior(.disabled)
                ToolbarItem(id: "clear", placement: .bottomBar, showsByDefault: false) {
                    Button("Clear") { loaves = 0 }
                }
            }
            .toolbar {
                ToolbarItemGroup(placement: .primaryAction) {
                    Button("Preheat") {}
                } label: {
                    Text("Oven")
                }
            }
    }
}

@MainActor
@Suite("Toolbars audited against iOS 18's documentation")
struct AuditedToolbarTests {
    @Test("a customizable toolbar's items show and act as a plain toolbar's; their settings annotate")
    func customizable() {
        let host = ViewHost(CustomizableCounter())
        #expect(host.screen.contains(".customizationBehavior(.disabled)"))
        host.tap("Add loaf")
        host.tap("Add loaf")
        #expect(host.texts.contains("Loaves: 2"))
        host.tap("Clear")
        #expect(host.texts.contains("Loaves: 0"))
        #expect(host.screen.contains("Preheat"))
    }
}
