// 07.4's lesson: a layout that declares a cache of its own and uses it, without making it.
import MiniUI

// expected-note@+2 {{add stubs for conformance}}
// expected-error@+1 {{type 'Cascade' does not conform to protocol 'Layout'}}
struct Cascade: Layout {
    var step: CGFloat = 12

    struct Cache {
        var frames: [CGRect]
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {}
}
