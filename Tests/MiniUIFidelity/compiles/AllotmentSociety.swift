// An allotment society's iOS 18 app: tab sections with badges, a mesh gradient banner, a plot map that
// zooms for VoiceOver, an editable plot name, a shared harvest list, toggle traits, a transition of the
// app's own beside the built-in ones, item menus on a list and a table, and a window per plot.
import MiniUI

struct Plot: Identifiable, Hashable, Codable {
    let id: Int
    var name: String
    var beds: Int
}

@main
struct AllotmentApp: App {
    var body: some Scene {
        WindowGroup {
            SocietyTabs()
        }
        WindowGroup("Plot", id: "plot", for: Plot.ID.self) { $plotID in
            PlotWindow(plotID: plotID)
        }
        WindowGroup(id: "rota", for: String.self) { $week in
            Text(week ?? "This week")
        }
    }
}

struct SocietyTabs: View {
    @State private var unreadNotices = 3

    var body: some View {
        TabView {
            Tab("Today", systemImage: "sun.max") {
                TodayBanner()
            }
            .badge(unreadNotices)
            TabSection("Growing") {
                Tab("Plots", systemImage: "square.grid.2x2") {
                    PlotList()
                }
                Tab("Harvest", systemImage: "basket") {
                    HarvestShare()
                }
                .badge("New")
            }
            TabSection {
                Tab("Rota", systemImage: "calendar") {
                    RotaTable()
                }
                .badge(Text("2"))
            } header: {
                Label("Society", systemImage: "person.3")
            }
            Tab("Find a plot", systemImage: "magnifyingglass", role: .search) {
                PlotList()
            }
        }
    }
}

struct TodayBanner: View {
    @State private var showsTip = false
    @State private var zoom = 1.0

    var body: some View {
        VStack {
            MeshGradient(
                width: 2, height: 2,
                points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                colors: [.green, .mint, .yellow, .orange]
            )
            .frame(height: 120)
            Text("Frost tonight")
                .font(.title)
                .foregroundStyle(
                    MeshGradient(
                        width: 2, height: 2, points: [.init(0, 0), .init(1, 0), .init(0, 1), .init(1, 1)],
                        colors: [.blue, .teal, .indigo, .cyan], smoothsColors: false, colorSpace: .perceptual))
            PlotOutline()
                .stroke(.brown, lineWidth: 2)
                .scaleEffect(zoom)
                .accessibilityLabel("Plot map")
                .accessibilityZoomAction { action in
                    switch action.direction {
                    case .zoomIn: zoom = min(zoom + 0.5, 3)
                    case .zoomOut: zoom = max(zoom - 0.5, 1)
                    }
                }
            Button("Watering tip") {
                withAnimation { showsTip.toggle() }
            }
            .accessibilityAddTraits(showsTip ? [.isToggle, .isSelected] : .isToggle)
            if showsTip {
                Text("Water at dusk, at the roots.")
                    .transition(.opacity)
                Text("Mulch keeps the soil damp.")
                    .transition(.move(edge: .top).combined(with: .opacity))
                Text("Beans like a cane to climb.")
                    .transition(SproutIn())
                Text("Net the brassicas.")
                    .transition(.blurReplace)
                Text("Thin the carrots.")
                    .transition(AnyTransition.scale(scale: 0.8, anchor: .bottom))
                Text("Earth up the potatoes.")
                    .transition(.push(from: .bottom).animation(.easeOut))
            }
        }
    }
}

struct PlotOutline: Shape {
    func path(in rect: CGRect) -> Path {
        var edge = Path()
        edge.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        edge.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
        edge.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        edge.closeSubpath()
        return edge.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round, dash: [6, 3]))
    }
}

struct SproutIn: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(phase.isIdentity ? 1 : 0.6, anchor: .bottom)
            .opacity(phase == .didDisappear ? 0 : 1)
            .offset(y: phase.value * 8)
    }
}

struct PlotList: View {
    @State private var plots = [
        Plot(id: 1, name: "Bramble corner", beds: 4), Plot(id: 2, name: "By the shed", beds: 2),
    ]
    @State private var chosen = Set<Plot.ID>()
    @Environment(\.openWindow) private var openWindow
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows

    var body: some View {
        NavigationStack {
            List(plots, selection: $chosen) { plot in
                Text(plot.name)
            }
            .contextMenu(forSelectionType: Plot.ID.self) { ids in
                Button("Open in new window") {
                    for id in ids { openWindow(id: "plot", value: id) }
                }
                .disabled(!supportsMultipleWindows)
            } primaryAction: { ids in
                if let first = ids.first { openWindow(value: first) }
            }
            .navigationTitle("Plots")
            .toolbar {
                Button("Rota") { openWindow(id: "rota") }
            }
        }
    }
}

struct PlotWindow: View {
    let plotID: Plot.ID?
    @State private var name = "Unnamed plot"
    @Environment(\.dismissWindow) private var dismissWindow

    var body: some View {
        NavigationStack {
            Form {
                Text("Plot \(plotID ?? 0)")
                Button("Close") { dismissWindow() }
                Button("Close rota") { dismissWindow(id: "rota") }
            }
            .navigationTitle($name)
        }
    }
}

struct HarvestShare: View {
    let crops = ["Runner beans", "Courgettes", "Beetroot"]

    var body: some View {
        VStack {
            ShareLink(items: crops) {
                Label("Share the harvest", systemImage: "square.and.arrow.up")
            }
            ShareLink("Share crops", items: crops, subject: Text("This week's harvest"))
            ShareLink(items: crops, preview: { crop in SharePreview(crop) })
        }
    }
}

struct RotaEntry: Identifiable {
    let id: String
    let volunteer: String
}

struct RotaTable: View {
    let entries = [RotaEntry(id: "mon", volunteer: "Priya"), RotaEntry(id: "thu", volunteer: "Tomasz")]
    @State private var picked = Set<RotaEntry.ID>()

    var body: some View {
        Table(entries, selection: $picked) {
            TableColumn("Day", value: \.id)
            TableColumn("Volunteer", value: \.volunteer)
        }
        .contextMenu(forSelectionType: RotaEntry.ID.self) { days in
            Text("\(days.count) days")
        }
    }
}
