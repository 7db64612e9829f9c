// A greenhouse screen: a layout of its own with a cache (Apple's documentation of `Layout`, `makeCache(subviews:)`
// and `updateCache(_:subviews:)`), one container switched between two layouts through `AnyLayout` (documentation of
// `AnyLayout`), and a shape whose two values animate as an `AnimatablePair` (documentation of `Animatable`).
import MiniUI

struct PotRow: Layout {
    var gap: CGFloat = 6

    struct Cache {
        var widths: [CGFloat]
        var height: CGFloat
    }

    func makeCache(subviews: Subviews) -> Cache {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return Cache(widths: sizes.map(\.width), height: sizes.map(\.height).max() ?? 0)
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let width = cache.widths.reduce(0, +) + gap * CGFloat(max(cache.widths.count - 1, 0))
        return CGSize(width: width, height: cache.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var x = bounds.minX
        for (subview, width) in zip(subviews, cache.widths) {
            subview.place(
                at: CGPoint(x: x, y: bounds.midY), anchor: .leading,
                proposal: ProposedViewSize(width: width, height: cache.height))
            x += width + gap
        }
    }
}

struct VentOpening: Shape {
    var from: Double
    var to: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(from, to) }
        set {
            from = newValue.first
            to = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        Path(
            CGRect(x: rect.minX + rect.width * from, y: rect.minY, width: rect.width * (to - from), height: rect.height)
        )
    }
}

struct PottingBench: View {
    @State private var isCompact = false
    @State private var ventOpen = false
    let pots = ["Fern", "Ivy", "Moss"]

    var body: some View {
        let layout = isCompact ? AnyLayout(VStackLayout(spacing: 4)) : AnyLayout(PotRow())
        VStack {
            Toggle("Compact", isOn: $isCompact)
            layout {
                ForEach(pots, id: \.self) { pot in
                    Text(pot).frame(width: 60, height: 30)
                }
            }
            VentOpening(from: ventOpen ? 0 : 0.4, to: ventOpen ? 1 : 0.6)
                .fill(.green)
                .frame(height: 20)
            Button("Open the vent") {
                withAnimation { ventOpen.toggle() }
            }
        }
        .fixedSize()
    }
}
