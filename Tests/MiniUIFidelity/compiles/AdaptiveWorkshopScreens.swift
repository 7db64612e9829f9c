// Adaptive screens for the bike workshop with newer SwiftUI: a layout chosen by size class, a flow
// layout of the app's own, scaled metrics, scroll transitions and visual effects, phase animators,
// an inspector, scroll positions, shape set operations and smaller modifiers.
import MiniUI

struct TagFlow: Layout {
    var spacing: CGFloat = 6

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.reduce(0) { $0 + $1.width + spacing }
        return CGSize(width: proposal.width ?? width, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
            x += size.width + spacing
        }
    }
}

struct WorkshopHeader: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.displayScale) private var displayScale
    @ScaledMetric(relativeTo: .title) private var badgeSize = 28.0
    @ScaledMetric private var gap: CGFloat = 8
    @State private var showsDetails = false
    @State private var position = ScrollPosition(edge: .top)
    @State private var isServiced = false

    var body: some View {
        let layout = sizeClass == .compact ? AnyLayout(VStackLayout(spacing: gap)) : AnyLayout(HStackLayout())
        NavigationStack {
            ScrollView {
                layout {
                    Image(systemName: "bicycle")
                        .frame(width: badgeSize, height: badgeSize)
                    Text("Open today")
                        .fontWidth(.condensed)
                }
                TagFlow {
                    Text("Brakes")
                    Text("Gears")
                    Text("Wheels")
                }
                ForEach(0..<5) { bay in
                    Text("Bay \(bay)")
                        .scrollTransition { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0.4)
                                .scaleEffect(phase.isIdentity ? 1 : 0.9)
                        }
                }
                Text("Parallax")
                    .visualEffect { content, proxy in
                        content.offset(y: proxy.size.height / 20)
                    }
                PhaseAnimator([0.9, 1.1]) { scale in
                    Image(systemName: "wrench.fill").scaleEffect(scale)
                } animation: { _ in
                    reduceMotion ? nil : .easeInOut
                }
                Image(systemName: "bell")
                    .phaseAnimator([false, true], trigger: isServiced) { content, lit in
                        content.foregroundStyle(lit ? .orange : .gray)
                    }
                Circle().union(Rectangle().inset(by: 4)).fill(.teal)
                Rectangle().subtracting(Circle()).fill(.gray.opacity(0.3))
            }
            .scrollPosition($position)
            .scrollBounceBehavior(.basedOnSize)
            .safeAreaPadding(.horizontal, 16)
            .onScrollGeometryChange(for: Double.self) { geometry in
                geometry.contentOffset.y
            } action: { _, offset in
                showsDetails = offset > 200
            }
            .onScrollPhaseChange { _, phase in
                if phase.isScrolling { showsDetails = false }
            }
            .navigationTitle("Workshop")
            .toolbarTitleMenu {
                Button("Rename workshop") {}
            }
            .inspector(isPresented: $showsDetails) {
                Text("Scale \(displayScale, specifier: "%.0f")x")
                    .inspectorColumnWidth(min: 200, ideal: 260, max: 320)
            }
            .toolbar {
                ToolbarItem {
                    Button("Top") {
                        withAnimation(.spring(duration: 0.3, bounce: 0.2)) {
                            position.scrollTo(edge: .top)
                        } completion: {
                            isServiced.toggle()
                        }
                    }
                }
            }
        }
        .containerBackground(.blue.gradient, for: .navigation)
    }
}

struct ServiceMenu: View {
    @State private var isExpress = false

    var body: some View {
        List {
            Menu("Service") {
                Button("Tune-up") {}
                Button("Full service") {}
            }
            .menuStyle(.button)
            Picker("Speed", selection: $isExpress) {
                Text("Standard").tag(false)
                Text("Express").tag(true)
            }
            .pickerStyle(.palette)
            .labelsVisibility(.hidden)
            Label("Loaners", systemImage: "bicycle")
                .listItemTint(.green)
            Grid(alignment: .leading) {
                GridRow {
                    Text("Chain").gridColumnAlignment(.trailing)
                    Text("€12").gridCellAnchor(.center)
                }
            }
        }
        .onHover { _ in }
        .transaction { $0.animation = nil }
        .presentationBackgroundInteraction(.enabled)
    }
}
