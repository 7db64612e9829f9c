// A canal lock keeper's board: the layout topic audited against iOS 18's documentation (custom alignment
// guides, the text-baseline alignments, layout direction behaviour, scene padding, an inset on a side edge,
// and a custom layout that slices its subviews).
import MiniUI

private struct GateColumn: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.trailing] }
}

private struct WaterLine: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height * 0.75 }
}

extension HorizontalAlignment {
    fileprivate static let gateColumn = HorizontalAlignment(GateColumn.self)
}

extension VerticalAlignment {
    fileprivate static let waterLine = VerticalAlignment(WaterLine.self)
}

/// Puts the first boat on its own row and the rest of the queue beside one another below it.
struct LockQueueLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let first = subviews.first else { return .zero }
        let leader = first.sizeThatFits(.unspecified)
        let waiting: LayoutSubviews = subviews.dropFirst()
        let widths = waiting.map { $0.sizeThatFits(.unspecified).width }
        return CGSize(width: max(leader.width, widths.reduce(0, +)), height: leader.height * 2)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let first = subviews.first else { return }
        first.place(at: bounds.origin, proposal: .unspecified)
        var x = bounds.minX
        for boat in subviews[1...] {
            boat.place(at: CGPoint(x: x, y: bounds.midY), proposal: .unspecified)
            x += boat.sizeThatFits(.unspecified).width
        }
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        guide.combineExplicit(subviews.map { $0.dimensions(in: proposal)[explicit: guide] })
    }
}

struct CanalLockBoard: View {
    @State private var boats = ["Heron", "Kingfisher", "Otter"]
    @State private var upstream = true

    var body: some View {
        VStack(alignment: .gateColumn) {
            HStack(alignment: .waterLine) {
                Text("Upper pound")
                Image(systemName: "arrow.down")
                    .alignmentGuide(.waterLine) { $0[.bottom] }
                    .layoutDirectionBehavior(.mirrors)
                Text("Lower pound")
                    .alignmentGuide(.gateColumn) { $0[.leading] }
            }
            ZStack(alignment: .leadingFirstTextBaseline) {
                Text("Gates").font(.title)
                Text("closed").padding(.leading, 80)
            }
            Grid(alignment: .trailingLastTextBaseline) {
                GridRow {
                    Text("Rise")
                    Text("2.4 m")
                }
            }
            LockQueueLayout {
                ForEach(boats, id: \.self) { Text($0) }
            }
            .frame(maxWidth: .infinity, alignment: .centerFirstTextBaseline)
            Image(systemName: "arrow.right")
                .layoutDirectionBehavior(.mirrors(in: .leftToRight))
            Text("Paddles")
                .layoutDirectionBehavior(.fixed)
        }
        .scenePadding()
        .scenePadding(.minimum, edges: .horizontal)
        .safeAreaInset(edge: .trailing, alignment: .top, spacing: 4) {
            Toggle("Upstream", isOn: $upstream)
        }
        .safeAreaInset(edge: .leading) {
            Text("Keeper")
        }
    }
}
